export const landing = {
  landing: {
    metaTitle: "Código Certo — prepare o exame de código com confiança",
    metaDescription:
      "Testes de código originais, em português e inglês, com explicações e um treinador que lhe diz, com honestidade, quando está pronto para o exame.",
    heroTitle: "Passe no exame de código à primeira",
    heroSubtitle:
      "Exames de 30 perguntas como o real, explicações para cada resposta e um treinador que lhe diz quando está pronto.",
    getStarted: "Começar",
  },
} as const;
