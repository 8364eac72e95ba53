import type { Catalogue } from "../../catalogue";

export const landing: Pick<Catalogue, "landing"> = {
  landing: {
    metaTitle: "Código Certo — prepare for the Portuguese driving theory exam with confidence",
    metaDescription:
      "Original theory tests in Portuguese and English, with explanations and a coach that tells you honestly when you are ready for the exam.",
    bannerText: "Try it now: a {{count}}-question exam, free and without an account.",
    heroTitle: "Pass your driving theory exam first time",
    heroSubtitle:
      "30-question mock exams just like the real one, an explanation for every answer and a coach that tells you when you are ready.",
    valueTitle: "What you get",
    valueOriginal: "Original questions on the Portuguese Highway Code and road signs",
    valueExplained: "An explanation for every answer, in Portuguese and in English",
    valueCoach: "An honest estimate of your chance of passing",
    figuresTitle: "In figures",
    figureQuestions: "questions in the bank",
    figureSigns: "signs and markings drawn",
    figureTrial: "questions in the free exam",
    refundBadge: "{{days}} days to change your mind",
    screenshotHeroAlt:
      "Código Certo's Practice page on a computer: the modes and options of a new session, and a demo account's recent sessions.",
    galleryTitle: "See the app from the inside",
    galleryNote:
      "Pictures of the app as it is, taken by a program from a demo account after a few sessions. The figures are that account's.",
    galleryDashboardTitle: "Practice",
    galleryDashboardBody: "Choose the mode, the gearbox and how many questions you want.",
    galleryDashboardAlt:
      "The Practice page on a phone: the full exam, quick practice, category test and weak areas modes.",
    galleryStatisticsTitle: "Statistics and coach",
    galleryStatisticsBody: "Your estimated chance of passing, worked out from your answers.",
    galleryStatisticsAlt:
      "A demo account's statistics on a phone: the estimated chance of passing, the exams taken and the exam average.",
    galleryExamTitle: "Mock exam",
    galleryExamBody: "30 questions in 30 minutes, with the time left always in view.",
    galleryExamAlt:
      "A full exam in progress on a phone: the time left, the first of 30 questions with its options, and the buttons to move on.",
    featuresTitle: "Everything you need for the exam",
    featurePracticeTitle: "Practise like the real exam",
    featurePracticeBody:
      "Full mock exams in the same format as the theory exam, or short sessions by topic when you only have a few minutes.",
    featurePracticeLink: "Start practising",
    featureLanguagesTitle: "Explanations in Portuguese and English",
    featureLanguagesBody:
      "Every question tells you why the right answer is right. Switch language whenever you like.",
    featureLanguagesLink: "About Código Certo",
    featureCoachTitle: "A coach that doesn't flatter you",
    featureCoachBody:
      "It shows the topics you miss most and estimates, from your answers, your chance of passing.",
    featureCoachLink: "Meet the coach",
    featureSignsTitle: "Sign library",
    featureSignsBody:
      "Every sign and marking we have drawn, grouped as the Portuguese signage regulations group them, with what each one means.",
    featureSignsLink: "See the signs",
    howTitle: "How it works",
    howTrialTitle: "Take the free exam",
    howTrialBody: "{{count}} questions, no account, marked at the end with the right answers.",
    howPracticeTitle: "Sign up and practise",
    howPracticeBody:
      "Choose a manual or automatic gearbox and practise by topic or with full exams.",
    howReadyTitle: "Follow your coach",
    howReadyBody: "Go over your mistakes until your pass estimate says you are ready.",
    ctaTitle: "Start today, at your own pace",
    ctaBody: "Take the free exam now, or create your account to keep your progress.",
    getStarted: "Get started",
    continuePractising: "Continue practising",
    refundTitle: "{{days}} days to change your mind",
    refundBody:
      "If the pass isn't for you, ask for a refund within {{days}} days of paying. Our refund policy explains it all.",
    refundLink: "Read the refund policy",
    guideTitle: "How to pass the theory exam, in five steps",
    guideRulesTitle: "Study the rules by topic",
    guideRulesBody:
      "Priority, speed limits, parking, signage: practise one topic at a time and read the explanation of every mistake.",
    guideSignsTitle: "Learn the signs",
    guideSignsBody:
      "Shape and colour say a lot: a triangle warns of danger, a circle prohibits or orders, a rectangle informs.",
    guideExamTitle: "Take full mock exams",
    guideExamBody:
      "Our mock exams have 30 questions and 30 minutes, and you pass with at most 3 mistakes. Get used to the pace.",
    guideReviewTitle: "Go over your mistakes until you are ready",
    guideReviewBody:
      "The coach brings back the questions you got wrong and shows your estimated chance of passing.",
    guideBookTitle: "Book the exam",
    guideBookBody:
      "When you feel ready, ask your driving school about booking the theory test with IMT, and check the current rules with them.",
    faqTitle: "Frequently asked questions",
    faqTrialQ: "What does the free exam include?",
    faqTrialA:
      "{{count}} multiple-choice questions, without an account. At the end you see your right answers, your mistakes and the right answer to each question.",
    faqPriceQ: "How much does it cost?",
    faqPriceA:
      "A {{shortDays}}-day pass costs {{shortPrice}} and a {{longDays}}-day pass costs {{longPrice}}. You pay once; nothing renews automatically.",
    faqRefundQ: "Can I get a refund?",
    faqRefundA:
      "Yes: within {{days}} days of paying, from your profile. The refund policy explains the timings.",
    faqLanguageQ: "Can I study in English?",
    faqLanguageA:
      "Yes. Every question and explanation exists in Portuguese and in English, and you can switch language at any time.",
    faqGearboxQ: "Does a manual or automatic gearbox make a difference?",
    faqGearboxA:
      "Yes. You choose your gearbox and practise with the set of questions that matches it.",
    faqReadinessQ: "What is the pass estimate?",
    faqReadinessA:
      "It is your estimated probability of passing, worked out from your recent answers. It is an estimate, not a certainty.",
    faqGuaranteeQ: "Do you guarantee that I will pass?",
    faqGuaranteeA:
      "No. We help you prepare and tell you honestly where you stand, but the result is down to you on the day.",
    faqAffiliationQ: "Is Código Certo linked to IMT?",
    faqAffiliationA:
      "No. We are an independent service, not affiliated with IMT or with any driving school.",
    faqOriginalQ: "Are these the questions from the exam?",
    faqOriginalA:
      "No. They are original questions we wrote on the same rules: the Highway Code and the signage regulations.",
    credentialsTitle: "What you can check",
    credentialsBody:
      "These figures are counted from our question bank every time the site is published. We show no ratings, learner numbers or pass rates that we cannot prove.",
    credentialsSignsLink: "See all the signs",
  },
};
