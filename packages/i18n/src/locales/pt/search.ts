export const search = {
  search: {
    title: "Pesquisar",
    metaDescription:
      "Pesquise os sinais de trânsito e as páginas do Código Certo por palavra, código ou significado.",
    label: "O que procura?",
    hint: "Por exemplo: stop, reembolso, B2",
    submit: "Pesquisar",
    empty: "Escreva uma palavra para pesquisar os sinais de trânsito e as páginas do site.",
    noResults:
      "Nada encontrado para «{{query}}». Experimente outra palavra ou veja todos os sinais.",
    allSigns: "Ver todos os sinais",
    resultCount_one: "1 resultado para «{{query}}»",
    resultCount_other: "{{count}} resultados para «{{query}}»",
    loading: "A preparar a pesquisa…",
    kindPage: "Página",
    kindSign: "Sinal",
  },
  trialPage: {
    title: "Teste grátis",
    reopen: "Começar o teste grátis",
  },
} as const;
