export const questions = {
  questions: {
    validation: {
      category: "Categoria desconhecida.",
      difficulty: "Dificuldade inválida: escolha fácil, média ou difícil.",
      transmission: "Tipo de caixa inválido: escolha manual ou automática.",
    },
    notFound: "Pergunta não encontrada.",
    categoryNotFound: "Categoria não encontrada.",
  },
} as const;
