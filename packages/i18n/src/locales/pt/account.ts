/** What the server says about accounts: answers of the sign-in and account calls, and its mails. */
export const account = {
  account: {
    login: {
      failed: "Estas credenciais não correspondem aos nossos registos.",
    },
    register: {
      emailTaken: "Já existe uma conta com este email.",
    },
    logout: {
      done: "Sessão terminada.",
    },
    password: {
      linkSent:
        "Enviámos um email para este endereço com os próximos passos. Verifique a caixa de correio (e a pasta de spam).",
      resetDone: "A palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.",
    },
    progress: {
      resetDone: "O seu progresso foi reiniciado.",
    },
    deletion: {
      requested: "Registámos o seu pedido de eliminação da conta.",
      done: "A sua conta e todos os seus dados foram eliminados.",
      wrongPassword: "A palavra-passe introduzida está incorreta",
    },
    mail: {
      greeting: "Olá {{name}},",
      greetingAnonymous: "Olá,",
      signature: "A equipa Código Certo",
      reset: {
        subject: "Repor a palavra-passe",
        intro: "Recebemos um pedido para repor a palavra-passe da sua conta Código Certo.",
        action: "Escolher uma nova palavra-passe",
        validity: "O link é válido durante {{minutes}} minutos e só pode ser usado uma vez.",
        notYou: "Se não fez este pedido, ignore este email: a sua palavra-passe não muda.",
      },
      noAccount: {
        subject: "Pedido de reposição da palavra-passe",
        intro:
          "Recebemos um pedido para repor a palavra-passe de uma conta Código Certo com este endereço, mas não existe nenhuma conta com este email. Talvez se tenha registado com outro endereço.",
        action: "Criar uma conta",
        notYou: "Se não fez este pedido, pode ignorar este email.",
      },
    },
  },
} as const;
