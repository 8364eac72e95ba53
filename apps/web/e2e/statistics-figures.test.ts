import { answerSets, sessions } from "@cc/db/schema/sessions";
import { formatPercentIn } from "@cc/i18n/percent";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { settled } from "./support/passes";
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
      day: /^30 respostas · preparação \d+%$/,
      trend: /^Ainda não há dias suficientes/,
      noTrend: "Ainda sem tendência: estude em pelo menos três dias diferentes",
      stable: "A sua preparação está estável",
      chartNote: /^O gráfico aparece quando tiver estudado em dois dias diferentes/,
      chart: "Preparação nos últimos dias",
      scoreNote: "O gráfico aparece depois de dois exames completos neste período: fez 1.",
    },
    {
      locale: "en",
      texts: ["Today's goal", "Next milestones", "Recent activity", "Questions mastered"],
      goal: /^30 of \d+ questions answered today\.$|^Today's goal met: 30 questions/,
      day: /^30 answers · readiness \d+%$/,
      trend: /^Not enough days/,
      noTrend: "No trend yet: study on at least three different days",
      stable: "Your readiness is steady",
      chartNote: /^The chart appears once you have studied on two different days/,
      chart: "Readiness over recent days",
      scoreNote: "The chart appears after two full exams in this period: you have taken 1.",
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
      // Percentages as the language writes them, the result screens' way: average score and
      // pass rate, and readiness at the top.
      const percentages = (await page.locator("dd").allInnerTexts()).filter((f) => f.includes("%"));
      expect(percentages).toHaveLength(2);
      const asFormatted = (text: string) => formatPercentIn(c.locale, Number.parseInt(text, 10));
      expect(percentages.map(asFormatted)).toEqual(percentages);
      const readiness = page.getByText(/^\d+\s?%$/).first();
      expect(asFormatted(await readiness.innerText())).toBe(await readiness.innerText());
      // One day of answers: no trend is claimed ("stable" was the spec's default).
      await page.getByRole("heading", { name: c.noTrend }).waitFor();
      expect(await page.getByRole("heading", { name: c.stable }).count()).toBe(0);
      // One day of readiness: a sentence instead of an empty plot.
      await page.getByText(c.chartNote).waitFor();
      expect(await page.getByRole("img", { name: c.chart }).count()).toBe(0);
      // One exam: the score chart says what it needs instead of vanishing.
      await page.getByText(c.scoreNote).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(unexpectedProblems(page)).toEqual([]);
    });
  }

  it("draws readiness over two days with Portuguese dates and legend", async () => {
    const { token, sessionIds } = await examTaker(h, { wrong: 4, locale: "pt", exams: 2 });
    // The first exam was three days ago.
    const first = sessionIds[0] as string;
    await h.database.db
      .update(sessions)
      .set({ finishedAt: sql`${sessions.finishedAt} - interval '3 days'` })
      .where(eq(sessions.id, first));
    await h.database.db
      .update(answerSets)
      .set({
        finishedAt: sql`${answerSets.finishedAt} - interval '3 days'`,
        answeredAt: sql`array(select at - interval '3 days' from unnest(${answerSets.answeredAt}) at)`,
      })
      .where(eq(answerSets.sessionId, first));
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/statistics");
    const chart = page.getByRole("img", { name: "Preparação nos últimos dias" });
    await chart.locator("canvas").waitFor();
    const legend = (await chart.locator(".u-legend").innerText()).replace(/\s+/g, " ");
    // Named in Portuguese, showing the latest day (dd/mm/yyyy) and figure, never "Time" or "--".
    expect(legend).toMatch(/Dia:?\s*\d{2}\/\d{2}\/\d{4}/);
    expect(legend).toMatch(/Preparação para o exame:?\s*\d+%/);
    expect(legend).toMatch(/Pronto para o exame:?\s*90%/);
    expect(legend).not.toMatch(/Time|--/);
    // The axis dates are drawn on the canvas: chart-options.test.ts checks them.
    // The line's colour, read by the canvas from the theme, exists in the light theme too.
    const lineColour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-sky-700").trim(),
    );
    expect(lineColour).toMatch(/^oklch\(50%/);
    expect(await page.getByText(/O gráfico aparece/).count()).toBe(0);
    await page
      .getByRole("img", { name: /Resultados nos exames/ })
      .locator("canvas")
      .waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("draws two exams of one day as points, under a pass line across the chart", async () => {
    const { token } = await examTaker(h, { wrong: 4, locale: "en", exams: 2 });
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/statistics", "en");
    const canvas = page.getByRole("img", { name: /Exam scores/ }).locator("canvas");
    await canvas.waitFor();
    await settled(page);
    // The drawing, read back: columns holding the green of the pass line, pixels of the blue
    // of the scores (the light theme's green-700 and sky-700).
    const drawn = await canvas.evaluate((element: HTMLCanvasElement) => {
      const { data, width } = element
        .getContext("2d")
        ?.getImageData(0, 0, element.width, element.height) ?? { data: [], width: 0 };
      const greenColumns = new Set<number>();
      let blue = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (g > r + 50 && g > b + 30) greenColumns.add((i / 4) % width);
        if (b > r + 60 && b > g + 30) blue++;
      }
      return { width, greenSpan: Math.max(...greenColumns) - Math.min(...greenColumns), blue };
    });
    expect(drawn.greenSpan).toBeGreaterThan(drawn.width * 0.7);
    expect(drawn.blue).toBeGreaterThan(40);
  });

  it("keeps the figures on screen when a refetch fails", async () => {
    const { token } = await examTaker(h, { wrong: 4, locale: "pt" });
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/statistics");
    const goal = page.getByRole("heading", { name: "Objetivo de hoje" });
    await goal.waitFor();
    // Saving an exam date refetches the coach's figures; the server fails that read.
    let failed = 0;
    await page.route("**/api/v1/ai/dashboard**", (route) => {
      failed += 1;
      return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    });
    const field = page.getByLabel("Dia do exame");
    await field.fill(day(30));
    await field.press("Enter");
    await page.getByRole("button", { name: "Remover data" }).waitFor();
    // The first read and its two retries (lib/query-client.ts) all fail before the query errs.
    await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(500);
    expect(await page.getByText("Não foi possível carregar as suas estatísticas.").count()).toBe(0);
    expect(await goal.isVisible()).toBe(true);
  });

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
