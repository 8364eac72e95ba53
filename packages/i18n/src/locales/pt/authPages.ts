export const authPages = {
  authPages: {
    fields: {
      name: "Nome",
      email: "Email",
      password: "Palavra-passe",
      newPassword: "Nova palavra-passe",
      passwordConfirmation: "Confirmar palavra-passe",
      remember: "Manter sessão iniciada",
      newPasswordHint: "Pelo menos 8 caracteres.",
    },
    or: "ou",
    googleButton: "Continuar com Google",
    login: {
      title: "Entrar",
      subtitle: "Bem-vindo de volta. Continue a preparação para o exame.",
      submit: "Entrar",
      submitting: "A entrar…",
      errorHeading: "Erro ao entrar",
      failed: "Não foi possível entrar. Tente novamente.",
      forgotLink: "Esqueceu-se da palavra-passe?",
      noAccount: "Ainda não tem conta?",
      signupLink: "Criar conta",
    },
    signup: {
      title: "Criar conta",
      subtitle: "Prepare o exame de código ao seu ritmo, no telemóvel ou no computador.",
      freeQuestions:
        "O teste gratuito de 30 perguntas não precisa de conta: experimente-o na página inicial.",
      terms:
        "Li e aceito os <terms>termos e condições</terms> e a <privacy>política de privacidade</privacy>",
      opensInNewTab: "(abre num novo separador)",
      submit: "Criar conta",
      submitting: "A criar conta…",
      errorHeading: "Erro no registo",
      failed: "Não foi possível criar a conta. Tente novamente.",
      haveAccount: "Já tem conta?",
      loginLink: "Entrar",
    },
    forgot: {
      title: "Recuperar palavra-passe",
      intro:
        "Indique o email da sua conta e enviamos-lhe um link para definir uma nova palavra-passe.",
      submit: "Enviar link",
      submitting: "A enviar…",
      errorHeading: "Erro ao pedir o link",
      failed: "Não foi possível enviar o link. Tente novamente.",
      sentTitle: "Verifique o seu email",
      sentBody:
        "Se existir uma conta com o email {{email}}, enviámos-lhe um link para definir uma nova palavra-passe. O link é válido durante 60 minutos e só pode ser usado uma vez.",
      sentHint: "Não chegou? Veja a pasta de spam ou lixo eletrónico.",
      tryAgain: "Usar outro email",
      backToLogin: "Voltar à página de entrada",
    },
    reset: {
      title: "Definir nova palavra-passe",
      intro: "Escolha uma nova palavra-passe para a sua conta.",
      submit: "Guardar palavra-passe",
      submitting: "A guardar…",
      errorHeading: "Erro ao definir a palavra-passe",
      failed: "Não foi possível definir a palavra-passe. Tente novamente.",
      incompleteLink:
        "Este link de reposição está incompleto. Abra o link do email outra vez ou peça um novo.",
      requestNew: "Pedir um novo link",
    },
    google: {
      finishing: "A concluir o início de sessão com o Google…",
      errorTitle: "Não foi possível entrar com o Google",
      denied:
        "O acesso não foi autorizado no Google. Pode tentar outra vez ou entrar com email e palavra-passe.",
      expired:
        "Este pedido de início de sessão expirou ou já foi usado. Comece outra vez a partir da página de entrada.",
      emailUnverified:
        "O Google não confirmou o seu endereço de email. Confirme-o no Google ou entre com email e palavra-passe.",
      accountConflict:
        "Este email já pertence a uma conta ligada a outra conta Google. Entre com essa conta Google ou com email e palavra-passe.",
      failed: "O início de sessão com o Google não foi concluído. Tente novamente.",
      backToLogin: "Voltar à página de entrada",
    },
  },
} as const;
