import type { Catalogue } from "../../catalogue";

export const coach: Pick<Catalogue, "coach"> = {
  coach: {
    notFound: "This notification does not exist.",
    statistics: {
      title: "Statistics",
      loading: "Loading your statistics…",
      loadFailed: "Your statistics could not be loaded.",
      retry: "Try again",
      emptyTitle: "No answers yet",
      emptyBody:
        "The coach works out your readiness from your answers. Start with a full exam: in 30 minutes you will know where you stand.",
      emptyAction: "Go to practice",
      readinessTitle: "Exam readiness",
      readinessLabel: "Estimated chance of passing a 30-question exam today.",
      certaintyRough_one:
        "About {{score}}%, based on only 1 answer: a first estimate, somewhere between {{low}}% and {{high}}%.",
      certaintyRough_other:
        "About {{score}}%, based on only {{count}} answers: a first estimate, somewhere between {{low}}% and {{high}}%.",
      certaintyFair:
        "About {{score}}%, based on {{answered}} answers (likely between {{low}}% and {{high}}%).",
      certaintyFirm: "{{score}}%, based on {{answered}} answers.",
      examReady: "Exam-ready",
      trendImproving: "Your readiness is rising",
      trendStable: "Your readiness is steady",
      trendNeedsAttention: "Your readiness is falling: it needs attention",
      rangeLegend: "Time range",
      range7d: "Last 7 days",
      range30d: "Last 30 days",
      rangeAll: "All time",
      tests: "Exams taken",
      averageScore: "Average exam score",
      passRate: "Exams passed",
      questionsAnswered: "Questions answered",
      streak: "Days in a row",
      estimatedDays: "Days to 90%",
      noEstimate: "No estimate yet",
      planTitle: "Today's plan",
      planSummary_one:
        "{{questions}} questions a day (about {{minutes}} minutes) and 1 exam a week.",
      planSummary_other:
        "{{questions}} questions a day (about {{minutes}} minutes) and {{count}} exams a week.",
      actionReview_one: "Review 1 question you are forgetting.",
      actionReview_other: "Review {{count}} questions you are forgetting.",
      actionPractice_one: "Practise 1 new question in {{category}}.",
      actionPractice_other: "Practise {{count}} new questions in {{category}}.",
      actionExam: "Take a full exam to check.",
      categoriesTitle: "What your readiness is made of",
      categoryLine:
        "{{answered}} of {{pool}} answered · {{recalled}} remembered now · {{due}} due for review",
      expectedMistakes: "Expected mistakes in an exam: {{mistakes}}",
      scoreChart: "Exam scores (the green line is the pass mark: 27 out of 30)",
      scoreSeries: "Score",
      readinessChart: "Readiness over recent days",
      passLine: "Pass line",
      howTitle: "How this is computed",
      howBody:
        "For each question, the coach estimates your chance of getting it right today: because you remember it (memory fades over time) or, if not, from what you know of its category. From that it works out the chance of at most 3 mistakes in 30 questions drawn like the real exam. That is why it falls when you stop studying. We checked these estimates against simulated learners and publish the results in the technical documentation.",
    },
    toast: {
      later: "Later",
      dismiss: "Dismiss",
      weakCategoryRate: "Right answers in the category",
      overallScore: "Session score",
    },
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
