import type { Catalogue } from "../../catalogue";

export const signLibrary: Pick<Catalogue, "signLibrary"> = {
  signLibrary: {
    metaTitle: "Portuguese road signs: meanings and practice questions",
    metaDescription:
      "Every road sign and marking we have drawn, grouped as the Portuguese Road Signs Regulation groups them, with code, name, meaning and the number of practice questions about each.",
    title: "Road signs",
    intro:
      "The signs and markings used in our questions, grouped as the Portuguese Road Signs Regulation (Regulamento de Sinalização do Trânsito) groups them. Search by code, name or meaning.",
    otherLanguage: "Ler esta página em português",
    groupMetaTitle: "{{group}}: meanings and practice questions",
    groupMetaDescription:
      "{{group}} of the Portuguese Road Signs Regulation that we have drawn, each with its code, name, meaning and the number of practice questions about it.",
    groupsLabel: "Sign groups",
    signCount_one: "1 sign",
    signCount_other: "{{count}} signs",
    searchLabel: "Search signs",
    searchHint: "For example: B2, stop, parking",
    resultCount_one: "1 sign found",
    resultCount_other: "{{count}} signs found",
    noResults: "No sign matches your search.",
    questionCount_one: "1 practice question",
    questionCount_other: "{{count}} practice questions",
    code: "Code {{code}}",
    class: {
      warning: "Warning signs",
      priority: "Priority signs",
      prohibition: "Prohibition signs",
      obligation: "Mandatory signs",
      information: "Information signs",
      direction: "Direction and place-name signs",
      additionalPanel: "Additional panels",
      lightSignal: "Light signals",
      officerSignal: "Signals by traffic officers",
      marking: "Road markings",
    },
  },
};
