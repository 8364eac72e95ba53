import type { Catalogue } from "../../catalogue";

export const coach: Pick<Catalogue, "coach"> = {
  coach: {
    notFound: "This notification does not exist.",
    /** The learner's exam day, asked on the statistics page and the profile. */
    examDate: {
      title: "Your exam date",
      label: "Exam day",
      hint: "Optional. With a date, the plan spreads your study over the days left.",
      save: "Save date",
      clear: "Remove date",
    },
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
        "About {{score, percent}}, based on only 1 answer: a first estimate, somewhere between {{low, percent}} and {{high, percent}}.",
      certaintyRough_other:
        "About {{score, percent}}, based on only {{count}} answers: a first estimate, somewhere between {{low, percent}} and {{high, percent}}.",
      certaintyFair_one:
        "About {{score, percent}}, based on 1 answer (likely between {{low, percent}} and {{high, percent}}).",
      certaintyFair_other:
        "About {{score, percent}}, based on {{count}} answers (likely between {{low, percent}} and {{high, percent}}).",
      certaintyFirm_one: "{{score, percent}}, based on 1 answer.",
      certaintyFirm_other: "{{score, percent}}, based on {{count}} answers.",
      examReady: "Exam-ready",
      trendImproving: "Your readiness is rising",
      trendStable: "Your readiness is steady",
      trendNeedsAttention: "Your readiness is falling: it needs attention",
      trendUnknown: "No trend yet: study on at least three different days",
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
      /** `questions`, `minutes` and `exams` are the three counts below, each with its plural. */
      planSummary: "{{questions}} a day (about {{minutes}}) and {{exams}} a week.",
      planQuestions_one: "1 question",
      planQuestions_other: "{{count}} questions",
      planMinutes_one: "1 minute",
      planMinutes_other: "{{count}} minutes",
      planExams_one: "1 exam",
      planExams_other: "{{count}} exams",
      actionReview_one: "Review 1 question you are forgetting.",
      actionReview_other: "Review {{count}} questions you are forgetting.",
      actionPractice_one: "Practise 1 new question in {{category}}.",
      actionPractice_other: "Practise {{count}} new questions in {{category}}.",
      actionExam: "Take a full exam to check.",
      categoriesTitle: "What your readiness is made of",
      /** The category's line: these three, joined by " · ". */
      categoryAnswered_one: "{{answered}} of 1 answered",
      categoryAnswered_other: "{{answered}} of {{count}} answered",
      categoryRecalled_one: "1 recalled now",
      categoryRecalled_other: "{{count}} recalled now",
      categoryDue_one: "1 due for review",
      categoryDue_other: "{{count}} due for review",
      expectedMistakes: "Expected mistakes in an exam: {{mistakes}}",
      scoreChart: "Exam scores (the green line is the pass mark: 27 out of 30)",
      scoreChartTooFewExams_zero:
        "The chart appears after two full exams in this period: you have not taken one yet.",
      scoreChartTooFewExams_one:
        "The chart appears after two full exams in this period: you have taken 1.",
      scoreChartTooFewExams_other:
        "The chart appears after two full exams in this period: you have taken {{count}}.",
      scoreSeries: "Score",
      readinessChart: "Readiness over recent days",
      passLine: "Pass line",
      readinessChartTooFewDays:
        "The chart appears once you have studied on two different days: come back tomorrow.",
      /** The charts' legend: the date of a point (its percentage is formatted, not translated). */
      chartDay: "Day",
      questionsMastered: "Questions mastered",
      trendTooFewDays:
        "Not enough days with answers yet to see a trend: study on at least three different days.",
      trendRising_one: "Over the last three weeks your readiness rose by about 1 point a week.",
      trendRising_other:
        "Over the last three weeks your readiness rose by about {{count}} points a week.",
      trendSteady: "Over the last three weeks your readiness has held steady.",
      trendFalling_one:
        "Over the last three weeks your readiness fell by about 1 point a week: memory fades without practice.",
      trendFalling_other:
        "Over the last three weeks your readiness fell by about {{count}} points a week: memory fades without practice.",
      milestonesTitle: "Next milestones",
      milestoneReached: "{{target, percent}}: reached",
      milestoneDays_one: "{{target, percent}}: about 1 day at your current pace",
      milestoneDays_other: "{{target, percent}}: about {{count}} days at your current pace",
      milestoneNoPace: "{{target, percent}}: no date until your readiness rises",
      dailyGoalTitle: "Today's goal",
      dailyGoalProgress_one: "{{done}} of 1 question answered today.",
      dailyGoalProgress_other: "{{done}} of {{count}} questions answered today.",
      dailyGoalMet_one: "Today's goal met: 1 question answered.",
      dailyGoalMet_other: "Today's goal met: {{count}} questions answered.",
      recentTitle: "Recent activity",
      recentEmpty: "No answers in the last 7 days.",
      recentDay_one: "1 answer",
      recentDay_other: "{{count}} answers",
      recentReadiness: "readiness {{score, percent}}",
      masteredNote:
        "A question is mastered when the coach estimates you would get it right now with at least a 90% chance and its memory has been stable for at least 21 days (FSRS stability: the days until your chance of recalling it falls to 90%). Today's goal is your plan's questions per day.",
      howTitle: "How this is computed",
      howBody:
        "For each question, the coach estimates your chance of getting it right today: because you remember it (memory fades over time) or, if not, from what you know of its category (which grows as you practise it) and how hard other learners find that question. From that it works out the chance of at most 3 mistakes in 30 questions drawn like the real exam. That is why it falls when you stop studying. We checked these estimates against simulated learners and publish the results in the technical documentation.",
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
        "In {{category}} you now get about {{rate, percent}} of questions right. Practising this category raises your readiness the most.",
      improvementTitle: "You are making progress",
      improvementMessage: "Your readiness rose to {{readiness, percent}} after this session.",
      milestoneTitle: "Readiness {{milestone, percent}}",
      milestoneMessage:
        "You have reached {{milestone, percent}}: that is the estimated chance of passing an exam today.",
      recommendationTitle: "Reviews due",
      recommendationMessage_one:
        "1 question you have answered is fading from memory. A review session brings it back.",
      recommendationMessage_other:
        "{{count}} questions you have answered are fading from memory. A review session brings them back.",
      encouragementTitle: "Every session counts",
      encouragementMessage:
        "You got {{score, percent}} in this session. See where you lost points and try again: readiness rises with practice.",
      ctaViewInsights: "See my progress",
      ctaPracticeWeakArea: "Practise now",
      ctaTakeExam: "Take an exam",
    },
  },
};
