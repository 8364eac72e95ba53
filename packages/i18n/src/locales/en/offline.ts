import type { Catalogue } from "../../catalogue";

export const offline: Pick<Catalogue, "offline"> = {
  offline: {
    validation: {
      date: "Give the date and time in ISO 8601 format, with the time zone.",
      clientId: "The practice's id must be a UUID.",
      order: "The order of the options must use the letters A to D, each once.",
      answers: "Send between 1 and 40 answers.",
      unknownQuestion: "This question (or this version of it) does not exist.",
      orderMismatch: "The order of the options does not match this question's options.",
      notAnOption: "This question has no such option.",
      repeated: "Each question may appear only once.",
      finishedBeforeStart: "A practice cannot finish before it starts.",
      outOfRange: "This date is outside the accepted range (from 30 days ago until now).",
    },
    pack: {
      title: "Practise without a connection",
      intro:
        "Download a practice pack to study without the internet: your questions due for review and a share of every category, drawings included.",
      download: "Download a practice pack",
      update: "Update the pack",
      downloading: "Downloading the pack…",
      ready: "Pack on this device: {{count}} questions, downloaded on {{date}}.",
      outdated: "The question bank has changed since you downloaded the pack: update it.",
      failed: "The practice pack could not be downloaded.",
    },
    practise: "Practise offline",
    noPack:
      "Without a connection you can only practise with a downloaded pack. Download one next time you are online.",
    pending:
      "Offline practices waiting to be sent: {{count}}. They will be sent when you are back online.",
    indicator: "Offline",
    indicatorHint: "You are offline. Practice from your pack still works.",
    needsConnection:
      "The full exam needs an internet connection: the server keeps the exam's clock.",
    session: {
      title: "Offline practice",
      progress: "Question {{number}} of {{total}}",
      next: "Next",
      finish: "Finish",
      result: "You got {{correct}} of {{total}} right ({{percentage, percent}}).",
      kept: "Kept on this device; it goes into your history when you are back online.",
      yourAnswer: "Your answer: {{letter}}",
      blank: "No answer",
      correctAnswer: "Right answer: {{letter}}",
      again: "Practise again",
      back: "Back to practice",
    },
  },
};
