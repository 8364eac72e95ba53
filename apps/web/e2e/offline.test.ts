import { users } from "@cc/db/schema/accounts";
import { answerSets, sessions } from "@cc/db/schema/sessions";
import { grantSubscription } from "@cc/server/testing";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

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

  it("installs, downloads a pack, practises offline and sends the answers once", async () => {
    const account = newAccount("offline");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email);
    const page = await h.page({ width: 360, height: 740, serviceWorkers: "allow" });
    await arriveSignedIn(page, token, "/practice");
    await page.getByRole("heading", { name: "Nova sessão" }).waitFor();
    // The worker installs from the signed-in app and takes over the page.
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 20_000,
    });

    await page.getByRole("button", { name: "Descarregar pacote de prática" }).click();
    await expect
      .poll(() => page.getByTestId("offline-pack-status").textContent(), { timeout: 20_000 })
      .toMatch(/Pacote neste dispositivo: \d+ perguntas/);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId("offline-indicator").waitFor();

    // The full exam keeps its clock on the server: no start without a connection.
    await page.getByRole("radio", { name: /Exame completo/ }).check();
    const startButton = page.getByRole("button", { name: "Começar", exact: true });
    expect(await startButton.isDisabled()).toBe(true);
    await page.getByText("O exame completo precisa de ligação à internet").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Praticar sem ligação" }).click();
    for (let n = 1; n <= 10; n++) {
      await page.getByText(`Pergunta ${n} de 10`).waitFor();
      if (n === 1) expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole("button", { name: /^A\. / }).click();
      await page.getByRole("button", { name: n < 10 ? "Seguinte" : "Terminar" }).click();
    }
    await page.getByRole("heading", { name: /^Acertou \d+ de 10/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await offlineSessions(account.email)).toHaveLength(0);

    await page.context().setOffline(false);
    await expect.poll(() => offlineSessions(account.email), { timeout: 15_000 }).toHaveLength(1);
    // Coming back again sends nothing new: the outbox was emptied, and a replay records nothing.
    await page.getByRole("button", { name: "Voltar à prática" }).click();
    await page.reload();
    await page.getByRole("heading", { name: "Nova sessão" }).waitFor();
    await page.waitForTimeout(1_000);
    const [stored] = await offlineSessions(account.email);
    expect(await offlineSessions(account.email)).toHaveLength(1);
    expect(stored?.result?.total).toBe(10);
    const [set] = await h.database.db
      .select()
      .from(answerSets)
      .where(eq(answerSets.sessionId, stored?.id ?? ""));
    expect(set?.questionIds).toHaveLength(10);
    // The device's outbox is empty again (idb-keyval's store: key -> value).
    const outbox = await page.evaluate(
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
    expect(outbox).toEqual([]);
  });
});
