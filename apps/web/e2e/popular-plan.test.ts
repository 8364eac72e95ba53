import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { buttonLook, buyPass } from "./support/passes";

const PHONE = { width: 360, height: 740 };

// Its own server: the answer is kept a few minutes per process, and the payments journeys see
// theirs before any sale (no pass marked, payments.test.ts).
describe.skipIf(!browserPath())("the most popular pass, once sales say so", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it("marks the 30-day pass when it sold most of 21 passes, and only that one", async () => {
    const buyer = await register(h.baseUrl, newAccount("popular-buyer"));
    for (let i = 0; i < 12; i++) await buyPass(h.baseUrl, buyer, "30-days");
    for (let i = 0; i < 9; i++) await buyPass(h.baseUrl, buyer, "14-days");

    const page = await h.page(PHONE);
    await arriveSignedIn(page, await register(h.baseUrl, newAccount("popular")), "/subscription");
    await page.getByRole("article", { name: "30 dias" }).getByText("Mais popular").waitFor();
    expect(await page.getByText("Mais popular").count()).toBe(1);
    expect(await buttonLook(page, "Comprar o passe de 30 dias")).not.toEqual(
      await buttonLook(page, "Comprar o passe de 14 dias"),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
