export const signLibrary = {
  signLibrary: {
    metaTitle: "Sinais de trânsito: significado e perguntas de treino",
    metaDescription:
      "Todos os sinais e marcas rodoviárias que desenhámos, agrupados como no Regulamento de Sinalização do Trânsito, com código, nome, significado e o número de perguntas de treino sobre cada um.",
    title: "Sinais de trânsito",
    intro:
      "Os sinais e marcas que aparecem nas nossas perguntas, agrupados como no Regulamento de Sinalização do Trânsito. Pesquise por código, nome ou significado.",
    otherLanguage: "Read this page in English",
    groupMetaTitle: "{{group}}: significado e perguntas de treino",
    groupMetaDescription:
      "{{group}} do Regulamento de Sinalização do Trânsito que desenhámos, com o código, o nome, o significado e o número de perguntas de treino de cada sinal.",
    groupsLabel: "Grupos de sinais",
    signCount_one: "1 sinal",
    signCount_other: "{{count}} sinais",
    searchLabel: "Pesquisar sinais",
    searchHint: "Por exemplo: B2, stop, estacionamento",
    resultCount_one: "1 sinal encontrado",
    resultCount_other: "{{count}} sinais encontrados",
    noResults: "Nenhum sinal corresponde à pesquisa.",
    questionCount_one: "1 pergunta de treino",
    questionCount_other: "{{count}} perguntas de treino",
    code: "Código {{code}}",
    class: {
      warning: "Sinais de perigo",
      priority: "Sinais de cedência de passagem",
      prohibition: "Sinais de proibição",
      obligation: "Sinais de obrigação",
      information: "Sinais de informação",
      direction: "Sinais de direção e de localidade",
      additionalPanel: "Painéis adicionais",
      lightSignal: "Sinalização luminosa",
      officerSignal: "Sinais dos agentes reguladores do trânsito",
      marking: "Marcas rodoviárias",
    },
  },
};
