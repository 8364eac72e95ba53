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
      changed: "Palavra-passe alterada. As outras sessões foram terminadas.",
      wrongCurrent: "A palavra-passe atual não está correta.",
      verified: "Palavra-passe confirmada.",
    },
    progress: {
      resetDone: "O seu progresso foi reiniciado.",
    },
    deletion: {
      requested: "Registámos o seu pedido de eliminação da conta.",
      done: "A sua conta e todos os seus dados foram eliminados.",
      wrongPassword: "A palavra-passe introduzida está incorreta",
    },
    profile: {
      nothingToChange: "Não há nada para alterar.",
    },
    email: {
      linkSent: "Enviámos um link de confirmação para {{email}}. O email muda quando o abrir.",
      changed: "O seu email foi alterado.",
      same: "Este já é o email da sua conta.",
      linkInvalid:
        "Este link não é válido ou já expirou. Peça a alteração outra vez no seu perfil.",
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
      emailChange: {
        subject: "Confirme o seu novo email",
        intro:
          "Pediu para usar este endereço na sua conta Código Certo. Confirme abrindo o link abaixo.",
        action: "Confirmar o novo email",
        notYou: "Se não fez este pedido, ignore este email: a sua conta não muda.",
      },
      emailChangeNotice: {
        subject: "Pedido de alteração do email da sua conta",
        intro:
          "Foi pedido que a sua conta Código Certo passe a usar o endereço {{email}}. A alteração só acontece quando o link enviado para esse endereço for aberto.",
        notYou: "Se não foi você, altere já a sua palavra-passe e contacte-nos.",
      },
      passwordChanged: {
        subject: "A sua palavra-passe foi alterada",
        intro:
          "A palavra-passe da sua conta Código Certo acabou de ser alterada. As outras sessões iniciadas foram terminadas.",
        notYou:
          "Se não foi você, reponha já a palavra-passe em «Esqueci-me da palavra-passe» e contacte-nos.",
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
