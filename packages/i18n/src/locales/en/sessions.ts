import type { Catalogue } from "../../catalogue";

export const sessions: Pick<Catalogue, "sessions"> = {
  sessions: {
    validation: {
      questionCount: "Choose a whole number of questions between 1 and 40.",
      questionCountRange: "Choose between {{min}} and {{max}} questions.",
      letter: "Choose one of the letters A, B, C or D.",
      answers: "Answers must give, for each question, the letter chosen.",
      sessionId: "Invalid session ID.",
      timeMs: "Answer times must be milliseconds (whole numbers, not negative).",
      notInSession: "This question is not part of this session.",
      notAnOption: "This question has no such option.",
      answerEvery: "Answer every question to see your result.",
      questionIds: "Choose between 1 and 30 different questions.",
      questionsUnavailable: "Some of these questions are not available for this transmission.",
    },
    notFound: "Session not found.",
    notCompleted: "This session is not completed yet.",
    alreadyFinished: "This session has already ended.",
    timeUp: "Time is up for this exam: only the answers saved in time count.",
    noQuestions:
      "There are no questions with these options. Choose another category, difficulty or transmission.",
    noUnansweredQuestions:
      "You have answered every question with these options. Turn off “never repeat answered questions” or choose other options.",
    noWeakAreas:
      "You have not answered enough questions yet for us to find your weak areas. Take a quick practice or an exam first.",
    noTrialQuestions:
      "We're sorry, but there are no trial questions available at the moment. Please try again later.",
  },
};
