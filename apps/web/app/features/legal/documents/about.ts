import type { LegalDocument } from "./document";

export const about: LegalDocument = {
  reviewed: "2026-11-25",
  text: {
    pt: {
      title: "Sobre nós",
      description:
        "O Código Certo prepara para o exame de código com perguntas originais, explicações em português e inglês e um treinador honesto.",
      sections: [
        {
          heading: "O que fazemos",
          paragraphs: [
            "O Código Certo ajuda quem está a tirar a carta de condução da categoria B em Portugal a preparar o exame de código: exames de treino de 30 perguntas em 30 minutos, como o real, prática rápida e por tema, explicações para cada resposta, em português e em inglês.",
            "O treinador acompanha o que já sabe e o que está a esquecer e diz-lhe, com honestidade, qual a sua probabilidade de passar hoje e o que estudar a seguir.",
          ],
        },
        {
          heading: "Como escrevemos as perguntas",
          paragraphs: [
            "Cada pergunta é nossa, escrita a partir do Código da Estrada, do Regulamento de Sinalização do Trânsito e da legislação que lhes está associada, e cita o artigo em que se baseia. Uma segunda pessoa confirma cada resposta com a lei aberta, e cada pergunta regista a data em que foi verificada pela última vez.",
            "Não usamos as perguntas do exame oficial, que são confidenciais, nem copiamos conteúdo de outros.",
          ],
        },
        {
          heading: "O que não prometemos",
          paragraphs: [
            "Não garantimos que passe no exame e não temos ligação ao IMT. Não mostramos números que não possamos comprovar com os nossos próprios dados.",
          ],
        },
      ],
    },
    en: {
      title: "About us",
      description:
        "Código Certo prepares you for the Portuguese driving theory exam with original questions, explanations in Portuguese and English, and an honest coach.",
      sections: [
        {
          heading: "What we do",
          paragraphs: [
            "Código Certo helps people taking the category B driving licence in Portugal prepare for the theory exam: mock exams of 30 questions in 30 minutes, like the real one, quick and topic practice, and an explanation for every answer, in Portuguese and in English.",
            "The coach keeps track of what you know and what you are forgetting, and tells you honestly how likely you are to pass today and what to study next.",
          ],
        },
        {
          heading: "How we write the questions",
          paragraphs: [
            "Every question is our own, written from the Código da Estrada (the Highway Code), the road-signs regulation and the laws connected with them, and cites the article it rests on. A second person checks each answer with the law open, and each question records the date it was last checked.",
            "We do not use the questions of the official exam, which are confidential, and we do not copy anyone else's content.",
          ],
        },
        {
          heading: "What we do not promise",
          paragraphs: [
            "We do not guarantee that you will pass the exam, and we are not connected with IMT. We show no figure that we cannot back with our own data.",
          ],
        },
      ],
    },
  },
};
