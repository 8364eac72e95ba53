/**
 * European Portuguese catalogue (the default language). Every key here must exist in en.ts with
 * the same shape: the type `Catalogue` makes a missing or extra key a compile error.
 */
export const pt = {
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
  },
  footer: {
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
  landing: {
    metaTitle: "Código Certo — prepare o exame de código com confiança",
    metaDescription:
      "Testes de código originais, em português e inglês, com explicações e um treinador que lhe diz, com honestidade, quando está pronto para o exame.",
    heroTitle: "Passe no exame de código à primeira",
    heroSubtitle:
      "Exames de 30 perguntas como o real, explicações para cada resposta e um treinador que lhe diz quando está pronto.",
    getStarted: "Começar",
  },
  placeholder: {
    title: "Em construção",
    body: "Esta secção estará disponível em breve.",
  },
  toast: {
    close: "Fechar notificação",
    region: "Notificações",
  },
  errors: {
    network: "Erro de rede. Verifique a sua ligação.",
    sessionExpired: "A sessão expirou. Inicie sessão novamente.",
    unauthenticated: "Não autenticado. Inicie sessão para continuar.",
    subscriptionRequired: "É necessária uma subscrição premium.",
    permissionRequired: "Esta ação requer a permissão {{permission}}.",
    insufficientPermissions: "Permissões insuficientes.",
    validationFailed: "A validação falhou.",
    tooManyRequests: "Demasiados pedidos. Aguarde um momento e tente novamente.",
    serverError: "Erro do servidor. Tente novamente mais tarde.",
    unexpected: "Ocorreu um erro inesperado.",
    notFound: "O recurso pedido não existe.",
    routeNotFound: "Rota {{method}} {{url}} não encontrada.",
    malformedJson: "O corpo do pedido não é JSON válido.",
    payloadTooLarge: "O pedido é demasiado grande.",
    unsupportedMediaType: "Tipo de conteúdo não suportado: envie JSON.",
    badRequest: "Pedido inválido.",
    serviceUnavailable: "Serviço temporariamente indisponível.",
  },
  validation: {
    required: "O campo {{field}} é obrigatório.",
    invalidType: "O campo {{field}} tem um tipo inválido.",
    invalidValue: "O valor do campo {{field}} não é válido.",
    invalidFormat: "O campo {{field}} não tem um formato válido.",
    tooShort: "O campo {{field}} deve ter pelo menos {{minimum}} caracteres.",
    tooLong: "O campo {{field}} não pode ter mais de {{maximum}} caracteres.",
    tooSmall: "O campo {{field}} deve ser pelo menos {{minimum}}.",
    tooBig: "O campo {{field}} não pode ser maior do que {{maximum}}.",
    tooFewItems: "O campo {{field}} deve ter pelo menos {{minimum}} elementos.",
    tooManyItems: "O campo {{field}} não pode ter mais de {{maximum}} elementos.",
    unknownField: "O campo {{field}} não é permitido.",
  },
  fields: {
    body: "corpo do pedido",
    locale: "idioma",
    type: "tipo",
    level: "nível",
    message: "mensagem",
    context: "contexto",
    error: "erro",
    url: "endereço",
    userAgent: "navegador",
    timestamp: "data",
  },
} as const;
