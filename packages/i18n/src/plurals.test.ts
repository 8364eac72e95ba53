import i18next from "i18next";
import { describe, expect, it } from "vitest";
import type { TranslationKey } from "./catalogue";
import { applyPercentFormat } from "./percent";
import { applyPortugalPlurals } from "./plurals";
import { resources } from "./resources";

const i18n = i18next.createInstance();
void i18n.init({ resources, lng: "pt", initAsync: false, interpolation: { escapeValue: false } });
applyPortugalPlurals(i18n);
applyPercentFormat(i18n);
const pt = i18n.getFixedT("pt");
const en = i18n.getFixedT("en");

describe("plurals", () => {
  it("say 1 mistake, 3 mistakes in both languages (the exam's pass rule)", () => {
    expect(en("sessions.runner.passRule", { count: 1 })).toBe("To pass: at most 1 mistake.");
    expect(en("sessions.runner.passRule", { count: 3 })).toBe("To pass: at most 3 mistakes.");
    expect(pt("sessions.runner.passRule", { count: 1 })).toBe("Para passar: 1 erro no máximo.");
    expect(pt("sessions.runner.passRule", { count: 3 })).toBe("Para passar: 3 erros no máximo.");
  });

  it("use the plural for 0 in Portuguese as spoken in Portugal, and in English", () => {
    expect(pt("sessions.runner.passRule", { count: 0 })).toBe("Para passar: 0 erros no máximo.");
    expect(en("sessions.runner.passRule", { count: 0 })).toBe("To pass: at most 0 mistakes.");
    expect(pt("sessions.review.mistakes", { count: 0 })).toBe("0 erros");
    expect(pt("signLibrary.questionCount", { count: 0 })).toBe("0 perguntas de treino");
  });

  it("cover every counted text: review, trial, coach, sign library and recent sessions", () => {
    const cases: [TranslationKey, Record<string, unknown>, string, string][] = [
      ["sessions.review.mistakes", {}, "1 erro", "1 mistake"],
      ["trial.featureMistakes", {}, "Passa com 1 erro no máximo", "Pass with at most 1 mistake"],
      [
        "trial.failed",
        {},
        "Ainda não: no exame, mais de 1 erro reprova.",
        "Not yet: in the exam, more than 1 mistake fails.",
      ],
      [
        "coach.statistics.actionReview",
        {},
        "Rever 1 pergunta que está a esquecer.",
        "Review 1 question you are forgetting.",
      ],
      [
        "coach.statistics.actionPractice",
        { category: "X" },
        "Praticar 1 pergunta nova de X.",
        "Practise 1 new question in X.",
      ],
      ["signLibrary.resultCount", {}, "1 sinal encontrado", "1 sign found"],
      ["signLibrary.questionCount", {}, "1 pergunta de treino", "1 practice question"],
      ["practice.recent.questions", {}, "1 pergunta", "1 question"],
      ["coach.statistics.planQuestions", {}, "1 pergunta", "1 question"],
      ["coach.statistics.planMinutes", {}, "1 minuto", "1 minute"],
      ["coach.statistics.planExams", {}, "1 exame", "1 exam"],
      [
        "coach.statistics.categoryAnswered",
        { answered: 0 },
        "0 de 1 respondida",
        "0 of 1 answered",
      ],
      ["coach.statistics.categoryRecalled", {}, "1 lembrada agora", "1 recalled now"],
      ["coach.statistics.categoryDue", {}, "1 para rever", "1 due for review"],
      [
        "coach.statistics.dailyGoalProgress",
        { done: 0 },
        "0 de 1 pergunta respondida hoje.",
        "0 of 1 question answered today.",
      ],
      [
        "coach.statistics.dailyGoalMet",
        {},
        "Objetivo de hoje cumprido: 1 pergunta respondida.",
        "Today's goal met: 1 question answered.",
      ],
      [
        "coach.statistics.certaintyFirm",
        { score: 95 },
        "95%, com base em 1 resposta.",
        "95%, based on 1 answer.",
      ],
      [
        "coach.notifications.recommendationMessage",
        {},
        "Há 1 pergunta que já respondeu e que está a esquecer. Uma sessão de revisão recupera-a.",
        "1 question you have answered is fading from memory. A review session brings it back.",
      ],
    ];
    for (const [key, params, ptOne, enOne] of cases) {
      expect(pt(key, { ...params, count: 1 }), key).toBe(ptOne);
      expect(en(key, { ...params, count: 1 }), key).toBe(enOne);
      expect(pt(key, { ...params, count: 2 }), key).toMatch(/\b2\b/);
      expect(en(key, { ...params, count: 2 }), key).toMatch(/\b2\b/);
    }
  });

  it("follow Portugal's rule in Portuguese: 1 erro, 0 erros, 2 erros", () => {
    expect(pt("payments.awaiting.mbWayLeft", { count: 1 })).toBe(
      "O pedido dura mais cerca de 1 minuto.",
    );
    expect(pt("payments.awaiting.mbWayLeft", { count: 3 })).toBe(
      "O pedido dura mais cerca de 3 minutos.",
    );
    expect(en("payments.awaiting.mbWayLeft", { count: 1 })).toBe(
      "The request lasts about 1 more minute.",
    );
  });
});
