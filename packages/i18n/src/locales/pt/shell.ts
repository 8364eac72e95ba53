export const shell = {
  app: {
    name: "Código Certo",
    portugalBadge: "Portugal",
    skipToContent: "Saltar para o conteúdo",
  },
  nav: {
    main: "Navegação principal",
    practice: "Praticar",
    statistics: "Estatísticas",
    profile: "Perfil",
    logout: "Terminar sessão",
    login: "Entrar",
    signup: "Criar conta",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    language: "Idioma",
    switchToEnglish: "Mudar para inglês",
    switchToPortuguese: "Mudar para português",
    darkTheme: "Tema escuro",
  },
  footer: {
    signs: "Sinais de trânsito",
    search: "Pesquisar",
    about: "Sobre nós",
    contact: "Contactos",
    terms: "Termos e condições",
    privacy: "Política de privacidade",
    refund: "Política de reembolso",
    rights: "Todos os direitos reservados.",
    disclaimer:
      "Serviço educativo independente. Não garantimos a aprovação no exame e não temos ligação ao IMT.",
  },
  common: {
    loading: "A carregar…",
    backHome: "Voltar ao início",
  },
  notFound: {
    title: "Página não encontrada",
    body: "A página que procura não existe ou foi movida.",
  },
  placeholder: {
    title: "Em construção",
    body: "Esta secção estará disponível em breve.",
  },
  toast: {
    close: "Fechar notificação",
    region: "Notificações",
  },
} as const;
