import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { examTaker, horizontalOverflow } from "./support/sessions";

/** The day `days` from today, as a date field holds it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!browserPath())("the statistics page's figures on a phone", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const cases = [
    {
      locale: "pt",
      texts: ["Objetivo de hoje", "Próximas metas", "Atividade recente", "Perguntas dominadas"],
      goal: /^30 de \d+ perguntas respondidas hoje\.$|^Objetivo de hoje cumprido: 30 perguntas/,
      day: /^30 respostas · preparação \d+ %$/,
      trend: /^Ainda não há dias suficientes/,
      noTrend: "Ainda sem tendência: estude em pelo menos três dias diferentes",
      stable: "A sua preparação está estável",
    },
    {
      locale: "en",
      texts: ["Today's goal", "Next milestones", "Recent activity", "Questions mastered"],
      goal: /^30 of \d+ questions answered today\.$|^Today's goal met: 30 questions/,
      day: /^30 answers · readiness \d+%$/,
      trend: /^Not enough days/,
      noTrend: "No trend yet: study on at least three different days",
      stable: "Your readiness is steady",
    },
  ] as const;

  for (const c of cases) {
    it(`shows today's goal, milestones and recent activity in ${c.locale}, axe clean`, async () => {
      const { token } = await examTaker(h, { wrong: 4, locale: c.locale });
      const page = await h.page({ width: 360, height: 740 });
      await arriveSignedIn(page, token, "/statistics", c.locale);
      for (const text of c.texts.slice(0, 3)) {
        await page.getByRole("heading", { name: text }).waitFor();
      }
      await page.locator("dt", { hasText: c.texts[3] }).waitFor();
      await page.getByText(c.goal).waitFor();
      await page.getByText(c.day).waitFor();
      await page.getByText(c.trend).waitFor();
      // One day of answers: no trend is claimed ("stable" was the spec's default).
      await page.getByRole("heading", { name: c.noTrend }).waitFor();
      expect(await page.getByRole("heading", { name: c.stable }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(unexpectedProblems(page)).toEqual([]);
    });
  }

  it("takes the learner's exam date, refuses a past one and clears it, by keyboard", async () => {
    const { token } = await examTaker(h, { wrong: 4, locale: "pt" });
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/statistics");
    const field = page.getByLabel("Dia do exame");

    await field.fill(day(-2));
    await field.press("Enter");
    await page.getByText(/^A data do exame tem de ser depois de hoje/).waitFor();
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");

    await field.fill(day(30));
    await field.press("Enter");
    const clear = page.getByRole("button", { name: "Remover data" });
    await clear.waitFor();
    await expect(field.inputValue()).resolves.toBe(day(30));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await clear.focus();
    await page.keyboard.press("Enter");
    await clear.waitFor({ state: "detached" });
    await expect(field.inputValue()).resolves.toBe("");
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it("takes the exam date on the profile too, and both pages agree (English, keyboard)", async () => {
    const { token } = await examTaker(h, { wrong: 4, locale: "en" });
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/profile", "en");
    await page.getByRole("heading", { name: "Your exam date" }).waitFor();
    const field = page.getByLabel("Exam day");
    await field.fill(day(-1));
    await field.press("Enter");
    await page.getByText(/^The exam date must be after today/).waitFor();
    await field.fill(day(45));
    await field.press("Enter");
    await page.getByRole("button", { name: "Remove date" }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto("/statistics");
    const onStatistics = page.getByLabel("Exam day");
    await expect.poll(() => onStatistics.inputValue()).toBe(day(45));
    const clear = page.getByRole("button", { name: "Remove date" });
    await clear.focus();
    await page.keyboard.press("Enter");
    await clear.waitFor({ state: "detached" });
    await expect(onStatistics.inputValue()).resolves.toBe("");
    // The button went with the date; the keyboard carries on from the field.
    await expect(onStatistics.evaluate((input) => input === document.activeElement)).resolves.toBe(
      true,
    );

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Your exam date" }).waitFor();
    await expect(page.getByLabel("Exam day").inputValue()).resolves.toBe("");
    expect(await page.getByRole("button", { name: "Remove date" }).count()).toBe(0);
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
