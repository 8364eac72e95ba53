import type { Catalogue } from "../../catalogue";

export const coach: Pick<Catalogue, "coach"> = {
  coach: {
    notFound: "This notification does not exist.",
    notifications: {
      weakSpotTitle: "Weak spot: {{category}}",
      weakSpotMessage:
        "In {{category}} you now get about {{rate}}% of questions right. Practising this category raises your readiness the most.",
      improvementTitle: "You are making progress",
      improvementMessage: "Your readiness rose to {{readiness}}% after this session.",
      milestoneTitle: "Readiness {{milestone}}%",
      milestoneMessage:
        "You have reached {{milestone}}%: that is the estimated chance of passing an exam today.",
      recommendationTitle: "Reviews due",
      recommendationMessage:
        "{{due}} questions you have answered are fading from memory. A review session brings them back.",
      encouragementTitle: "Every session counts",
      encouragementMessage:
        "You got {{score}}% in this session. See where you lost points and try again: readiness rises with practice.",
      ctaViewInsights: "See my progress",
      ctaPracticeWeakArea: "Practise now",
      ctaTakeExam: "Take an exam",
    },
  },
};
