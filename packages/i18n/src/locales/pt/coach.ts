/** The coach (treinador): notifications, written from the learner's own numbers. */
export const coach = {
  coach: {
    notFound: "Esta notificação não existe.",
    /** The learner's exam day, asked on the statistics page and the profile. */
    examDate: {
      title: "Data do seu exame",
      label: "Dia do exame",
      hint: "Opcional. Com uma data, o plano distribui o estudo pelos dias que faltam.",
      save: "Guardar data",
      clear: "Remover data",
    },
    statistics: {
      title: "Estatísticas",
      loading: "A carregar as suas estatísticas…",
      loadFailed: "Não foi possível carregar as suas estatísticas.",
      retry: "Tentar de novo",
      emptyTitle: "Ainda sem respostas",
      emptyBody:
        "O treinador calcula a sua preparação a partir das suas respostas. Comece por um exame completo: em 30 minutos fica a saber onde está.",
      emptyAction: "Ir para a prática",
      readinessTitle: "Preparação para o exame",
      readinessLabel: "Probabilidade estimada de passar hoje num exame de 30 perguntas.",
      certaintyRough_one:
        "Cerca de {{score, percent}}, com base em apenas 1 resposta: uma primeira estimativa, algures entre {{low, percent}} e {{high, percent}}.",
      certaintyRough_other:
        "Cerca de {{score, percent}}, com base em apenas {{count}} respostas: uma primeira estimativa, algures entre {{low, percent}} e {{high, percent}}.",
      certaintyFair_one:
        "Cerca de {{score, percent}}, com base em 1 resposta (provavelmente entre {{low, percent}} e {{high, percent}}).",
      certaintyFair_other:
        "Cerca de {{score, percent}}, com base em {{count}} respostas (provavelmente entre {{low, percent}} e {{high, percent}}).",
      certaintyFirm_one: "{{score, percent}}, com base em 1 resposta.",
      certaintyFirm_other: "{{score, percent}}, com base em {{count}} respostas.",
      examReady: "Pronto para o exame",
      trendImproving: "A sua preparação está a subir",
      trendStable: "A sua preparação está estável",
      trendNeedsAttention: "A sua preparação está a descer: precisa de atenção",
      trendUnknown: "Ainda sem tendência: estude em pelo menos três dias diferentes",
      rangeLegend: "Período",
      range7d: "Últimos 7 dias",
      range30d: "Últimos 30 dias",
      rangeAll: "Desde o início",
      tests: "Exames feitos",
      averageScore: "Média nos exames",
      passRate: "Exames aprovados",
      questionsAnswered: "Perguntas respondidas",
      streak: "Dias seguidos a estudar",
      estimatedDays: "Dias até 90%",
      noEstimate: "Sem estimativa",
      planTitle: "Plano para hoje",
      /** `questions`, `minutes` and `exams` are the three counts below, each with its plural. */
      planSummary: "{{questions}} por dia (cerca de {{minutes}}) e {{exams}} por semana.",
      planQuestions_one: "1 pergunta",
      planQuestions_other: "{{count}} perguntas",
      planMinutes_one: "1 minuto",
      planMinutes_other: "{{count}} minutos",
      planExams_one: "1 exame",
      planExams_other: "{{count}} exames",
      actionReview_one: "Rever 1 pergunta que está a esquecer.",
      actionReview_other: "Rever {{count}} perguntas que está a esquecer.",
      actionPractice_one: "Praticar 1 pergunta nova de {{category}}.",
      actionPractice_other: "Praticar {{count}} perguntas novas de {{category}}.",
      actionExam: "Fazer um exame completo para confirmar.",
      categoriesTitle: "De que é feita a sua preparação",
      /** The category's line: these three, joined by " · ". */
      categoryAnswered_one: "{{answered}} de 1 respondida",
      categoryAnswered_other: "{{answered}} de {{count}} respondidas",
      categoryRecalled_one: "1 lembrada agora",
      categoryRecalled_other: "{{count}} lembradas agora",
      categoryDue_one: "1 para rever",
      categoryDue_other: "{{count}} para rever",
      expectedMistakes: "Erros esperados num exame: {{mistakes}}",
      scoreChart: "Resultados nos exames (a linha verde é o mínimo para passar: 27 em 30)",
      scoreChartTooFewExams_zero:
        "O gráfico aparece depois de dois exames completos neste período: ainda não fez nenhum.",
      scoreChartTooFewExams_one:
        "O gráfico aparece depois de dois exames completos neste período: fez 1.",
      scoreChartTooFewExams_other:
        "O gráfico aparece depois de dois exames completos neste período: fez {{count}}.",
      scoreSeries: "Resultado",
      readinessChart: "Preparação nos últimos dias",
      passLine: "Linha de aprovação",
      readinessChartTooFewDays:
        "O gráfico aparece quando tiver estudado em dois dias diferentes: volte amanhã.",
      /** The charts' legend: the date of a point (its percentage is formatted, not translated). */
      chartDay: "Dia",
      questionsMastered: "Perguntas dominadas",
      trendTooFewDays:
        "Ainda não há dias suficientes com respostas para ver uma tendência: estude em pelo menos três dias diferentes.",
      trendRising_one:
        "Nas últimas três semanas, a sua preparação subiu cerca de 1 ponto por semana.",
      trendRising_other:
        "Nas últimas três semanas, a sua preparação subiu cerca de {{count}} pontos por semana.",
      trendSteady: "Nas últimas três semanas, a sua preparação manteve-se estável.",
      trendFalling_one:
        "Nas últimas três semanas, a sua preparação desceu cerca de 1 ponto por semana: a memória enfraquece sem prática.",
      trendFalling_other:
        "Nas últimas três semanas, a sua preparação desceu cerca de {{count}} pontos por semana: a memória enfraquece sem prática.",
      milestonesTitle: "Próximas metas",
      milestoneReached: "{{target, percent}}: alcançado",
      milestoneDays_one: "{{target, percent}}: cerca de 1 dia ao seu ritmo atual",
      milestoneDays_other: "{{target, percent}}: cerca de {{count}} dias ao seu ritmo atual",
      milestoneNoPace: "{{target, percent}}: sem data até a sua preparação subir",
      dailyGoalTitle: "Objetivo de hoje",
      dailyGoalProgress_one: "{{done}} de 1 pergunta respondida hoje.",
      dailyGoalProgress_other: "{{done}} de {{count}} perguntas respondidas hoje.",
      dailyGoalMet_one: "Objetivo de hoje cumprido: 1 pergunta respondida.",
      dailyGoalMet_other: "Objetivo de hoje cumprido: {{count}} perguntas respondidas.",
      recentTitle: "Atividade recente",
      recentEmpty: "Sem respostas nos últimos 7 dias.",
      recentDay_one: "1 resposta",
      recentDay_other: "{{count}} respostas",
      recentReadiness: "preparação {{score, percent}}",
      masteredNote:
        "Uma pergunta está dominada quando o treinador estima que a acerta agora com pelo menos 90% de probabilidade e a memória dela é estável há pelo menos 21 dias (a estabilidade FSRS: os dias até a probabilidade de se lembrar descer a 90%). O objetivo de hoje é o número de perguntas por dia do seu plano.",
      howTitle: "Como é calculado",
      howBody:
        "Para cada pergunta, o treinador estima a probabilidade de acertar hoje: porque se lembra dela (a memória enfraquece com o tempo) ou, se não, pelo que sabe da categoria (que cresce à medida que a pratica) e pela dificuldade que os outros alunos encontram nessa pergunta. Daí calcula a probabilidade de errar no máximo 3 das 30 perguntas de um exame sorteado como o real. Por isso desce quando deixa de estudar. Verificámos estas estimativas com alunos simulados e publicamos os resultados na documentação técnica.",
    },
    toast: {
      later: "Mais tarde",
      dismiss: "Fechar",
      weakCategoryRate: "Acerto na categoria",
      overallScore: "Resultado da sessão",
    },
    notifications: {
      weakSpotTitle: "Ponto fraco: {{category}}",
      weakSpotMessage:
        "Em {{category}} acerta agora cerca de {{rate, percent}} das perguntas. Praticar esta categoria é o que mais faz subir a sua preparação.",
      improvementTitle: "Está a progredir",
      improvementMessage: "A sua preparação subiu para {{readiness, percent}} depois desta sessão.",
      milestoneTitle: "Preparação de {{milestone, percent}}",
      milestoneMessage:
        "Chegou aos {{milestone, percent}}: é esta a probabilidade estimada de passar hoje num exame.",
      recommendationTitle: "Revisões em atraso",
      recommendationMessage_one:
        "Há 1 pergunta que já respondeu e que está a esquecer. Uma sessão de revisão recupera-a.",
      recommendationMessage_other:
        "Há {{count}} perguntas que já respondeu e que está a esquecer. Uma sessão de revisão recupera-as.",
      encouragementTitle: "Cada sessão conta",
      encouragementMessage:
        "Acertou {{score, percent}} nesta sessão. Veja onde perdeu pontos e tente de novo: a preparação sobe com a prática.",
      ctaViewInsights: "Ver o meu progresso",
      ctaPracticeWeakArea: "Praticar agora",
      ctaTakeExam: "Fazer um exame",
    },
  },
};
