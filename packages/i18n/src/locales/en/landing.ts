import type { Catalogue } from "../../catalogue";

export const landing: Pick<Catalogue, "landing"> = {
  landing: {
    metaTitle: "Código Certo — prepare for the Portuguese driving theory exam with confidence",
    metaDescription:
      "Original theory tests in Portuguese and English, with explanations and a coach that tells you honestly when you are ready for the exam.",
    heroTitle: "Pass your driving theory exam first time",
    heroSubtitle:
      "30-question mock exams just like the real one, an explanation for every answer and a coach that tells you when you are ready.",
    getStarted: "Get started",
  },
};
