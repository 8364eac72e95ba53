import type { CoachDashboard, StudyPlanView } from "@cc/contracts/coach";
import { afterAll, describe, expect, it } from "vitest";
import { i18n, setLocale } from "../../lib/i18n";
import { categoryLine, planSummary } from "./counted-lines";

const category = (answered: number, recalled: number, due: number) =>
  ({
    category_id: "c",
    name: "C",
    pool_size: 192,
    exam_questions: 4,
    answered,
    recalled_now: recalled,
    due_for_review: due,
    ability: 50,
    expected_mistakes: 1,
  }) satisfies CoachDashboard["categories"][number];

const plan = (questions: number, minutes: number, exams: number): StudyPlanView => ({
  questions_per_day: questions,
  tests_per_week: exams,
  focus_time_minutes: minutes,
  review_time_minutes: 0,
  focus_sequence: [],
  todays_actions: [],
  days: 30,
});

describe("the statistics page's counted lines", () => {
  afterAll(() => setLocale("pt"));

  it("say each count of a category with its own plural, in Portuguese", () => {
    expect(categoryLine(i18n.t, category(1, 1, 0))).toBe(
      "1 de 192 respondidas · 1 lembrada agora · 0 para rever",
    );
    expect(categoryLine(i18n.t, category(3, 2, 1))).toBe(
      "3 de 192 respondidas · 2 lembradas agora · 1 para rever",
    );
  });

  it("say the plan's questions, minutes and exams each with its own plural", () => {
    expect(planSummary(i18n.t, plan(1, 1, 1))).toBe(
      "1 pergunta por dia (cerca de 1 minuto) e 1 exame por semana.",
    );
    expect(planSummary(i18n.t, plan(20, 15, 2))).toBe(
      "20 perguntas por dia (cerca de 15 minutos) e 2 exames por semana.",
    );
  });

  it("do the same in English", async () => {
    await setLocale("en");
    expect(categoryLine(i18n.t, category(1, 1, 2))).toBe(
      "1 of 192 answered · 1 recalled now · 2 due for review",
    );
    expect(planSummary(i18n.t, plan(1, 30, 1))).toBe(
      "1 question a day (about 30 minutes) and 1 exam a week.",
    );
  });
});
