export const auth = {
  auth: {
    validation: {
      emailRequired: "Email é obrigatório",
      emailInvalid: "Por favor introduza um email válido",
      passwordRequired: "A palavra-passe é obrigatória",
      passwordMinLogin: "A palavra-passe deve ter pelo menos 6 caracteres",
      passwordMinSignup: "A palavra-passe deve ter pelo menos 8 caracteres",
      passwordTooLong: "A palavra-passe não pode ter mais de 256 caracteres",
      nameRequired: "O nome é obrigatório",
      nameMin: "O nome deve ter pelo menos 2 caracteres",
      nameMax: "O nome não pode ter mais de 100 caracteres",
      confirmationRequired: "A confirmação da palavra-passe é obrigatória",
      passwordsMismatch: "As palavras-passe não coincidem",
      termsRequired: "Deve aceitar os termos e condições",
      tokenInvalid: "O link de reposição é inválido ou expirou.",
      deleteConfirmation: "Escreva ELIMINAR para confirmar a eliminação da conta",
    },
  },
} as const;
