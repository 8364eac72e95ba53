/** The coach (treinador): notifications, written from the learner's own numbers. */
export const coach = {
  coach: {
    notFound: "Esta notificação não existe.",
    notifications: {
      weakSpotTitle: "Ponto fraco: {{category}}",
      weakSpotMessage:
        "Em {{category}} acerta agora cerca de {{rate}} % das perguntas. Praticar esta categoria é o que mais faz subir a sua preparação.",
      improvementTitle: "Está a progredir",
      improvementMessage: "A sua preparação subiu para {{readiness}} % depois desta sessão.",
      milestoneTitle: "Preparação de {{milestone}} %",
      milestoneMessage:
        "Chegou aos {{milestone}} %: é esta a probabilidade estimada de passar hoje num exame.",
      recommendationTitle: "Revisões em atraso",
      recommendationMessage:
        "Há {{due}} perguntas que já respondeu e que está a esquecer. Uma sessão de revisão recupera-as.",
      encouragementTitle: "Cada sessão conta",
      encouragementMessage:
        "Acertou {{score}} % nesta sessão. Veja onde perdeu pontos e tente de novo: a preparação sobe com a prática.",
      ctaViewInsights: "Ver o meu progresso",
      ctaPracticeWeakArea: "Praticar agora",
      ctaTakeExam: "Fazer um exame",
    },
  },
};
