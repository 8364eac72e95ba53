export const landing = {
  landing: {
    metaTitle: "Código Certo — prepare o exame de código com confiança",
    metaDescription:
      "Testes de código originais, em português e inglês, com explicações e um treinador que lhe diz, com honestidade, quando está pronto para o exame.",
    bannerText: "Experimente já: um exame de {{count}} perguntas, grátis e sem criar conta.",
    heroTitle: "Passe no exame de código à primeira",
    heroSubtitle:
      "Exames de 30 perguntas como o real, explicações para cada resposta e um treinador que lhe diz quando está pronto.",
    valueTitle: "O que ganha",
    valueOriginal: "Perguntas originais sobre o Código da Estrada e a sinalização portuguesa",
    valueExplained: "Uma explicação para cada resposta, em português e em inglês",
    valueCoach: "Uma estimativa honesta da sua probabilidade de passar",
    figuresTitle: "Em números",
    figureQuestions: "perguntas no banco",
    figureSigns: "sinais e marcas desenhados",
    figureTrial: "perguntas no exame grátis",
    refundBadge: "{{days}} dias para mudar de ideias",
    screenshotHeroAlt:
      "A página Praticar do Código Certo num computador: os modos e as opções de uma nova sessão, e as sessões recentes de uma conta de demonstração.",
    galleryTitle: "Veja a aplicação por dentro",
    galleryNote:
      "Imagens da aplicação tal como é, tiradas por um programa a uma conta de demonstração depois de algumas sessões. Os números são os dessa conta.",
    galleryDashboardTitle: "Praticar",
    galleryDashboardBody: "Escolha o modo, a caixa de velocidades e quantas perguntas quer.",
    galleryDashboardAlt:
      "A página Praticar num telemóvel: os modos exame completo, prática rápida, teste por categoria e pontos fracos.",
    galleryStatisticsTitle: "Estatísticas e treinador",
    galleryStatisticsBody:
      "A sua probabilidade estimada de passar, calculada a partir das suas respostas.",
    galleryStatisticsAlt:
      "As estatísticas de uma conta de demonstração num telemóvel: a probabilidade estimada de passar, os exames feitos e a média nos exames.",
    galleryExamTitle: "Exame simulado",
    galleryExamBody: "30 perguntas em 30 minutos, com o tempo que falta sempre à vista.",
    galleryExamAlt:
      "Um exame completo a decorrer num telemóvel: o tempo que falta, a primeira de 30 perguntas com as suas opções e os botões para avançar.",
    featuresTitle: "Tudo o que precisa para o exame",
    featurePracticeTitle: "Pratique como no exame",
    featurePracticeBody:
      "Exames completos com o mesmo formato do exame de código, ou sessões curtas por tema quando tem só uns minutos.",
    featurePracticeLink: "Começar a praticar",
    featureLanguagesTitle: "Explicações em português e em inglês",
    featureLanguagesBody:
      "Cada pergunta diz porque é que a resposta certa é a certa. Mude de língua quando quiser.",
    featureLanguagesLink: "Conhecer o Código Certo",
    featureCoachTitle: "Um treinador que não lhe mente",
    featureCoachBody:
      "Mostra os temas em que falha mais e estima, a partir das suas respostas, a probabilidade de passar.",
    featureCoachLink: "Ver o treinador",
    featureSignsTitle: "Biblioteca de sinais",
    featureSignsBody:
      "Todos os sinais e marcas que desenhámos, agrupados como no Regulamento de Sinalização, com o significado de cada um.",
    featureSignsLink: "Ver os sinais",
    howTitle: "Como funciona",
    howTrialTitle: "Faça o exame grátis",
    howTrialBody: "{{count}} perguntas, sem conta, corrigidas no fim com a resposta certa.",
    howPracticeTitle: "Crie conta e pratique",
    howPracticeBody:
      "Escolha caixa manual ou automática e pratique por tema ou em exames completos.",
    howReadyTitle: "Siga o treinador",
    howReadyBody: "Reveja os erros até a estimativa de aprovação lhe dizer que está pronto.",
    ctaTitle: "Comece hoje, ao seu ritmo",
    ctaBody: "Faça o exame grátis agora ou crie a sua conta para guardar o progresso.",
    getStarted: "Começar",
    continuePractising: "Continuar a praticar",
    refundTitle: "{{days}} dias para mudar de ideias",
    refundBody:
      "Se o passe não for para si, peça o reembolso nos {{days}} dias seguintes ao pagamento. Explicamos tudo na política de reembolso.",
    refundLink: "Ler a política de reembolso",
    guideTitle: "Como passar no exame de código, em cinco passos",
    guideRulesTitle: "Estude as regras por tema",
    guideRulesBody:
      "Prioridades, velocidades, estacionamento, sinalização: pratique um tema de cada vez e leia a explicação de cada erro.",
    guideSignsTitle: "Aprenda os sinais",
    guideSignsBody:
      "A forma e a cor dizem muito: triângulo para perigo, círculo para proibição ou obrigação, retângulo para informação.",
    guideExamTitle: "Faça exames completos",
    guideExamBody:
      "Os nossos exames simulados têm 30 perguntas, 30 minutos e aprovam com 3 erros no máximo. Habitue-se ao ritmo.",
    guideReviewTitle: "Reveja os erros até estar pronto",
    guideReviewBody:
      "O treinador volta às perguntas que falhou e mostra a sua probabilidade estimada de passar.",
    guideBookTitle: "Marque o exame",
    guideBookBody:
      "Quando se sentir pronto, fale com a sua escola de condução sobre a marcação da prova teórica no IMT e confirme lá as regras em vigor.",
    faqTitle: "Perguntas frequentes",
    faqTrialQ: "O que inclui o exame grátis?",
    faqTrialA:
      "{{count}} perguntas de escolha múltipla, sem criar conta. No fim vê as certas, os erros e a resposta certa de cada pergunta.",
    faqPriceQ: "Quanto custa?",
    faqPriceA:
      "Um passe de {{shortDays}} dias custa {{shortPrice}} e um de {{longDays}} dias custa {{longPrice}}. Paga uma vez; não há renovação automática.",
    faqRefundQ: "Posso pedir o reembolso?",
    faqRefundA:
      "Sim: nos {{days}} dias seguintes ao pagamento, a partir do seu perfil. A política de reembolso explica os prazos.",
    faqLanguageQ: "Posso estudar em inglês?",
    faqLanguageA:
      "Sim. Todas as perguntas e explicações existem em português e em inglês, e pode mudar de língua a qualquer momento.",
    faqGearboxQ: "Faz diferença ter caixa manual ou automática?",
    faqGearboxA:
      "Sim. Escolhe a sua caixa de velocidades e pratica com o conjunto de perguntas que lhe corresponde.",
    faqReadinessQ: "O que é a estimativa de aprovação?",
    faqReadinessA:
      "É a probabilidade estimada de passar, calculada a partir das suas respostas recentes. É uma estimativa, não uma certeza.",
    faqGuaranteeQ: "Garantem que passo no exame?",
    faqGuaranteeA:
      "Não. Ajudamos a preparar-se e dizemos-lhe com honestidade como está, mas o resultado depende de si no dia do exame.",
    faqAffiliationQ: "O Código Certo tem ligação ao IMT?",
    faqAffiliationA:
      "Não. Somos um serviço independente, sem afiliação ao IMT nem a qualquer escola de condução.",
    faqOriginalQ: "As perguntas são as do exame?",
    faqOriginalA:
      "Não. São perguntas originais, escritas por nós sobre as mesmas regras: o Código da Estrada e o Regulamento de Sinalização.",
    credentialsTitle: "O que pode verificar",
    credentialsBody:
      "Estes números são contados a partir do nosso banco de perguntas sempre que o site é publicado. Não mostramos avaliações, alunos nem taxas de aprovação que não possamos provar.",
    credentialsSignsLink: "Ver todos os sinais",
  },
} as const;
