import { answerSets, sessions } from "@cc/db/schema/sessions";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { examTaker, horizontalOverflow } from "./support/sessions";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(!browserPath())("the coach in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const notificationStats = (token: string) =>
    fetch(`${h.baseUrl}/api/v1/notifications/stats`, {
      headers: { authorization: `Bearer ${token}` },
    })
      .then((r) => r.json() as Promise<{ data: Record<string, number> }>)
      .then((body) => body.data);

  it("tells a new learner what to do first, on a phone", async () => {
    const token = await register(h.baseUrl, newAccount("coach-empty"));
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/statistics");
    await page.getByRole("heading", { name: "Estatísticas" }).waitFor();
    await page.getByText("Ainda sem respostas").waitFor();
    await page.getByRole("link", { name: "Ir para a prática" }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("shows readiness with its uncertainty, and the toast answers its keys", async () => {
    const { token } = await examTaker(h, { wrong: 20, locale: "en", exams: 2 });
    const page = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(page, token, "/statistics", "en");
    // The exam's notifications: the weak spot (high priority) comes first.
    const toast = page.getByRole("status").filter({ hasText: "Weak spot" });
    await toast.waitFor();
    await page.getByRole("heading", { name: "Exam readiness" }).waitFor();
    await page.getByText(/based on 60 answers/).waitFor();
    // Two exams: the score chart, drawn by the chart chunk loaded on this page only.
    await page
      .getByRole("img", { name: /Exam scores/ })
      .locator("canvas")
      .waitFor();
    await page.getByRole("heading", { name: "What your readiness is made of" }).waitFor();
    await toast.getByRole("button", { name: "Later" }).waitFor();
    // Each bar says what it measures, in view, not only to a screen reader.
    await toast.getByText("Right answers in the category").waitFor();
    await toast.getByText("Session score").waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Space snoozes it; the next one takes its place, and Escape dismisses that one.
    await page.keyboard.press(" ");
    await toast.waitFor({ state: "detached" });
    const next = page.getByRole("status").filter({ hasText: /Every session counts|Readiness/ });
    await next.waitFor();
    await page.keyboard.press("Escape");
    await next.waitFor({ state: "detached" });
    // The toast leaves at once; its mark reaches the server a moment later.
    await expect
      .poll(() => notificationStats(token), { timeout: 5000 })
      .toMatchObject({
        snoozed: 1,
        dismissed: 1,
      });
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("keeps its toast off the top bar on a phone: the menu opens while it shows", async () => {
    const { token } = await examTaker(h, { wrong: 20, locale: "pt" });
    const page = await h.page({ width: 360, height: 740 });
    await page.clock.install();
    await arriveSignedIn(page, token, "/statistics");
    const toast = page.getByRole("status").filter({ hasText: "Ponto fraco" });
    await toast.waitFor();
    const menu = page.getByRole("button", { name: "Abrir menu" });
    const [box, bar, button] = await Promise.all([
      toast.boundingBox(),
      page.getByRole("banner").boundingBox(),
      menu.boundingBox(),
    ]);
    if (!box || !bar || !button) throw new Error("toast, top bar or menu button not laid out");
    expect(overlaps(box, button)).toBe(false);
    expect(overlaps(box, bar)).toBe(false);
    // Whole on screen, not pushed below the fold.
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    // A click reaches the button (Playwright waits until nothing covers it): the menu opens.
    await menu.click({ timeout: 3000 });
    await page.getByRole("button", { name: "Fechar menu" }).waitFor();
    await page.locator("#mobile-menu").getByRole("link", { name: "Estatísticas" }).waitFor();
    expect(await toast.isVisible()).toBe(true);

    // Its 15 s stand still while the pointer rests on it, and run again when it leaves.
    await toast.hover();
    await page.clock.runFor(20_000);
    expect(await toast.isVisible()).toBe(true);
    await page.mouse.move(180, 30);
    await page.clock.runFor(15_500);
    await toast.waitFor({ state: "detached" });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("waits on a phone until the cookie banner is answered, then shows with its own icon", async () => {
    const { token } = await examTaker(h, { wrong: 20, locale: "pt" });
    const page = await h.page({ width: 360, height: 740, askConsent: true, colorScheme: "dark" });
    const checked = page.waitForResponse((r) => r.url().includes("/api/v1/notifications/check"));
    await arriveSignedIn(page, token, "/statistics");
    const ask = page.getByRole("region", { name: "Cookies e privacidade" });
    await ask.getByRole("button", { name: "Rejeitar todos" }).waitFor();
    await page.getByRole("heading", { name: "Estatísticas" }).waitFor();
    await checked;
    const toast = page.getByRole("status").filter({ hasText: "Ponto fraco" });
    await page.waitForTimeout(1000); // time enough for a toast to come, were it to come
    // Nothing of the toast over the banner, whole on screen: each of its buttons takes a press.
    const box = (await toast.count()) > 0 ? await toast.boundingBox() : null;
    const banner = await ask.boundingBox();
    if (!banner) throw new Error("cookie banner not laid out");
    expect(box && overlaps(box, banner)).toBeFalsy();
    expect(banner.y + banner.height).toBeLessThanOrEqual(740);
    for (const name of ["Rejeitar todos", "Personalizar", "Aceitar todos"]) {
      await ask.getByRole("button", { name }).click({ trial: true, timeout: 3000 });
    }
    // It waits, not marked shown: its 15 s start once the learner can read it.
    expect(box).toBeNull();
    expect((await notificationStats(token)).shown).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await ask.getByRole("button", { name: "Rejeitar todos" }).click();
    await toast.waitFor();
    // Drawn by the app, the same on every device: no emoji, which some show as an empty box.
    expect(await toast.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(await toast.locator('svg[data-notification-icon="weak_spot"]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("dismisses a toast left alone after 15 s, and Enter runs its action", async () => {
    const { token } = await examTaker(h, { wrong: 20, locale: "pt" });
    const page = await h.page();
    await page.clock.install();
    await arriveSignedIn(page, token, "/statistics");
    const first = page.getByRole("status").filter({ hasText: "Ponto fraco" });
    await first.waitFor();
    await page.clock.runFor(15_500);
    await first.waitFor({ state: "detached" });
    await expect
      .poll(async () => (await notificationStats(token)).dismissed, { timeout: 5000 })
      .toBe(1);

    // The next toast, not the statistics' loading status (also a status): on a busy machine the
    // figures may still be loading when the clock has run the first toast's 15 s.
    const second = page
      .getByRole("status")
      .filter({ hasText: /Cada sessão conta|Preparação de|Está a progredir|Revisões em atraso/ });
    await second.waitFor();
    await page.keyboard.press("Enter");
    await second.waitFor({ state: "detached" });
    await page.waitForURL(/\/(statistics|practice)$/);
  });

  it("keeps its figures on screen while it asks for them again", async () => {
    const { token } = await examTaker(h, { wrong: 20, locale: "en" });
    const page = await h.page();
    await arriveSignedIn(page, token, "/statistics", "en");
    const readiness = page.getByRole("heading", { name: "Exam readiness" });
    await readiness.waitFor();
    // From now on, note any moment the loading skeleton comes back.
    await page.evaluate(() => {
      const flag = window as unknown as { skeletonSeen: boolean };
      flag.skeletonSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-busy="true"]')) flag.skeletonSeen = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const refetched = () =>
      page.waitForResponse((response) => response.url().includes("/api/v1/ai/dashboard"));

    // A toast dismissed; a new exam date (the coach's figures go stale); another range.
    const toast = page.getByRole("status").filter({ hasText: "Weak spot" });
    await toast.waitFor();
    await page.keyboard.press("Escape");
    await toast.waitFor({ state: "detached" });
    const examDay = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const afterDate = refetched();
    await page.getByLabel("Exam day").fill(examDay);
    await page.getByLabel("Exam day").press("Enter");
    await afterDate;
    const afterRange = refetched();
    await page.getByRole("radio", { name: "Last 7 days" }).check();
    await afterRange;
    await readiness.waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen),
    ).toBe(false);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("switches the statistics between the last 7 days, the last 30 days and all time", async () => {
    const { token, sessionIds } = await examTaker(h, { wrong: 0, locale: "en", exams: 2 });
    // The first exam was ten days ago.
    await h.database.db
      .update(sessions)
      .set({ finishedAt: sql`${sessions.finishedAt} - interval '10 days'` })
      .where(eq(sessions.id, sessionIds[0] as string));
    await h.database.db
      .update(answerSets)
      .set({
        answeredAt: sql`array(select at - interval '10 days' from unnest(${answerSets.answeredAt}) at)`,
      })
      .where(eq(answerSets.sessionId, sessionIds[0] as string));
    const page = await h.page();
    await arriveSignedIn(page, token, "/statistics", "en");
    const examsTaken = page
      .locator("dt", { hasText: "Exams taken" })
      .locator("xpath=following-sibling::dd");
    await examsTaken.filter({ hasText: /^2$/ }).waitFor();
    await expect(page.getByRole("radio", { name: "All time" }).isChecked()).resolves.toBe(true);

    await page.getByRole("radio", { name: "Last 7 days" }).check();
    await examsTaken.filter({ hasText: /^1$/ }).waitFor();
    await page
      .locator("dt", { hasText: "Questions answered" })
      .locator("xpath=following-sibling::dd")
      .filter({ hasText: /^30$/ })
      .waitFor();
    await page.getByRole("radio", { name: "Last 30 days" }).check();
    await examsTaken.filter({ hasText: /^2$/ }).waitFor();
    // Readiness is today's whatever the range.
    await page.getByRole("heading", { name: "Exam readiness" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
