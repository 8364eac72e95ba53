export const questions = {
  questions: {
    validation: {
      category: "Categoria desconhecida.",
      difficulty: "Dificuldade inválida: escolha fácil, média ou difícil.",
      transmission: "Tipo de caixa inválido: escolha manual ou automática.",
    },
    notFound: "Pergunta não encontrada.",
    categoryNotFound: "Categoria não encontrada.",
    answerInRunningSession:
      "Esta pergunta está numa sessão que ainda decorre: termine-a ou saia dela para ver a resposta.",
  },
} as const;
