import { users } from "@cc/db/schema/accounts";
import { answerSets, sessions } from "@cc/db/schema/sessions";
import { grantSubscription } from "@cc/server/testing";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { horizontalOverflow } from "./support/sessions";

/** What the journey reads and clicks, in each language. */
const PT = {
  newSession: "Nova sessão",
  download: "Descarregar pacote de prática",
  packReady: /^Pacote neste dispositivo: \d+ perguntas/,
  fullExam: "Exame completo",
  start: "Começar",
  needsConnection: "O exame completo precisa de ligação à internet",
  practise: "Praticar sem ligação",
  progress: (n: number) => `Pergunta ${n} de 10`,
  next: "Seguinte",
  finish: "Terminar",
  result: /^Acertou \d+ de 10/,
  back: "Voltar à prática",
};
const EN: typeof PT = {
  newSession: "New session",
  download: "Download a practice pack",
  packReady: /^Pack on this device: \d+ questions/,
  fullExam: "Full exam",
  start: "Start",
  needsConnection: "The full exam needs an internet connection",
  practise: "Practise offline",
  progress: (n: number) => `Question ${n} of 10`,
  next: "Next",
  finish: "Finish",
  result: /^You got \d+ of 10 right/,
  back: "Back to practice",
};

describe.skipIf(!browserPath())("offline practice in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  /** The learner's practices that arrived from a device (they carry its client id). */
  async function offlineSessions(email: string) {
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
    return h.database.db
      .select({ id: sessions.id, result: sessions.result })
      .from(sessions)
      .where(and(eq(sessions.userId, user?.id ?? ""), isNotNull(sessions.clientId)));
  }

  /**
   * Every dimension of the journey at least once, not every combination (each run installs the
   * worker and downloads a pack): the phone the journey was written for; the narrowest phone in
   * the other language and the dark theme, where overflow, dark contrast and untranslated text
   * show; the desktop, in dark again so that both themes meet both languages' layouts.
   */
  const cases = [
    { locale: "pt", theme: "light", width: 360, x: PT },
    { locale: "en", theme: "dark", width: 320, x: EN },
    { locale: "pt", theme: "dark", width: 1280, x: PT },
  ] as const;

  for (const { locale, theme, width, x } of cases) {
    it(`downloads a pack, practises offline and sends the answers once (${locale}, ${theme}, ${width} px)`, {
      timeout: 240_000,
    }, async () => {
      const account = newAccount("offline");
      const token = await register(h.baseUrl, account, locale);
      await grantSubscription(h.database, account.email);
      const page = await h.page({
        width,
        height: 740,
        colorScheme: theme,
        serviceWorkers: "allow",
      });
      await arriveSignedIn(page, token, "/practice", locale);
      await page.getByRole("heading", { name: x.newSession }).waitFor();
      // The worker installs from the signed-in app and takes over the page.
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
        timeout: 20_000,
      });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);

      await page.getByRole("button", { name: x.download }).click();
      await expect
        .poll(() => page.getByTestId("offline-pack-status").textContent(), { timeout: 20_000 })
        .toMatch(x.packReady);

      await page.context().setOffline(true);
      await page.reload();
      await page.getByTestId("offline-indicator").waitFor();
      // The full exam keeps its clock on the server: no start without a connection.
      await page.getByRole("radio", { name: new RegExp(x.fullExam) }).check();
      const startButton = page.getByRole("button", { name: x.start, exact: true });
      expect(await startButton.isDisabled()).toBe(true);
      await page.getByText(x.needsConnection).waitFor();
      await expectFits(page);

      await page.getByRole("button", { name: x.practise }).click();
      for (let n = 1; n <= 10; n++) {
        await page.getByText(x.progress(n)).waitFor();
        if (n === 1) await expectFits(page);
        await page.getByRole("button", { name: /^A\. / }).click();
        // Exact: at desktop width the top bar's "Terminar sessão" (sign out) is a button too.
        await page.getByRole("button", { name: n < 10 ? x.next : x.finish, exact: true }).click();
      }
      await page.getByRole("heading", { name: x.result }).waitFor();
      await expectFits(page);
      expect(await offlineSessions(account.email)).toHaveLength(0);

      await page.context().setOffline(false);
      await expect.poll(() => offlineSessions(account.email), { timeout: 15_000 }).toHaveLength(1);
      // Coming back again sends nothing new: the outbox was emptied, and a replay records nothing.
      await page.getByRole("button", { name: x.back }).click();
      await page.reload();
      await page.getByRole("heading", { name: x.newSession }).waitFor();
      await page.waitForTimeout(1_000);
      const stored = await offlineSessions(account.email);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.result?.total).toBe(10);
      const sets = await h.database.db
        .select()
        .from(answerSets)
        .where(eq(answerSets.sessionId, stored[0]?.id ?? ""));
      expect(sets).toHaveLength(1);
      expect(sets[0]?.questionIds).toHaveLength(10);
      expect(await outboxOf(page)).toEqual([]);
      // Beside the browser's own line for each request refused while offline.
      expect(
        unexpectedProblems(page).filter((line) => !line.includes("net::ERR_INTERNET_DISCONNECTED")),
      ).toEqual([]);
    });
  }
});

/** An offline screen fits the page's width and passes axe (contrast included) in its theme. */
async function expectFits(page: Page) {
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The device's outbox as idb-keyval keeps it (key -> value), or null if there is none. */
const outboxOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("keyval").objectStore("keyval");
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const key = keys.result.find((k) => String(k).startsWith("offline-outbox:"));
            if (key === undefined) return resolve(null);
            const value = store.get(key);
            value.onsuccess = () => resolve(value.result);
          };
        };
      }),
  );
