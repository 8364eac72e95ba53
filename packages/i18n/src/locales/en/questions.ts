import type { Catalogue } from "../../catalogue";

export const questions: Pick<Catalogue, "questions"> = {
  questions: {
    validation: {
      category: "Unknown category.",
      difficulty: "Invalid difficulty: choose easy, medium or hard.",
      transmission: "Invalid transmission: choose manual or automatic.",
    },
    notFound: "Question not found.",
    categoryNotFound: "Category not found.",
    answerInRunningSession:
      "This question is in a session you have not finished: finish or leave it to see the answer.",
  },
};
