import { grantSubscription } from "@cc/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

const theme = (page: { evaluate: <T>(f: () => T) => Promise<T> }) =>
  page.evaluate(() => document.documentElement.dataset.theme);

describe.skipIf(!browserPath())("dark theme in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it("follows the device from the first paint, and a switch that is remembered", async () => {
    // The boot script runs before the page's modules: dark even with every script file refused.
    const scriptless = await h.page({ colorScheme: "dark" });
    await scriptless.route("**/assets/**", (route) => route.abort());
    await scriptless.goto("/");
    expect(await theme(scriptless)).toBe("dark");

    const page = await h.page({ colorScheme: "dark" });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Tema escuro" });
    await expect.poll(() => toggle.getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("true");

    // Light on a dark device: remembered across a reload.
    await toggle.click();
    await expect.poll(() => theme(page), { timeout: 15_000 }).toBe("light");
    await expect.poll(() => toggle.getAttribute("aria-pressed"), { timeout: 15_000 }).toBe("false");
    await page.reload();
    expect(await theme(page)).toBe("light");
    // Back to what the device shows: the choice is forgotten, the page follows the device again.
    await page.getByRole("button", { name: "Tema escuro" }).click();
    await expect.poll(() => theme(page), { timeout: 15_000 }).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();

    // A light device, the learner chooses dark: kept on the next visit.
    const light = await h.page({ colorScheme: "light" });
    await light.goto("/sinais");
    expect(await theme(light)).toBe("light");
    await light.getByRole("button", { name: "Tema escuro" }).click();
    await expect.poll(() => theme(light), { timeout: 15_000 }).toBe("dark");
    await light.goto("/terms");
    expect(await theme(light)).toBe("dark");
    expect(unexpectedProblems(page)).toEqual([]);
    expect(unexpectedProblems(light)).toEqual([]);
  });

  const publicPages = ["/", "/terms", "/sinais", "/login", "/signup"];
  for (const width of [360, 1280]) {
    it(`public pages pass axe's contrast rules in dark at ${width} px`, {
      timeout: 180_000,
    }, async () => {
      const page = await h.page({ colorScheme: "dark", width, height: 740 });
      for (const path of publicPages) {
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        expect(await theme(page)).toBe("dark");
        expect({ path, problems: await seriousA11yViolations(page) }).toEqual({
          path,
          problems: [],
        });
      }
      expect(unexpectedProblems(page)).toEqual([]);
    });
  }

  it("signed-in pages and a question pass axe's contrast rules in dark", {
    timeout: 180_000,
  }, async () => {
    const page = await h.page({ colorScheme: "dark", width: 360, height: 740 });
    const account = newAccount("theme");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email);
    for (const path of ["/profile", "/statistics", "/practice"]) {
      await arriveSignedIn(page, token, path);
      await page.locator("h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect({ path, problems: await seriousA11yViolations(page) }).toEqual({ path, problems: [] });
    }
    // A question on screen with an answer chosen: option marks and the drawing's light tile.
    await page.getByRole("button", { name: "Começar", exact: true }).click();
    await page.waitForURL(/[?&]session=/);
    await page.getByRole("heading", { name: /^Pergunta 1 de \d+:/ }).waitFor();
    await page.keyboard.press("a");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("dims the page behind a dialog in dark, never veils it in light grey", async () => {
    const page = await h.page({ colorScheme: "dark", width: 360, height: 740 });
    const token = await register(h.baseUrl, newAccount("theme-dialog"));
    await arriveSignedIn(page, token, "/profile");
    await page.getByRole("button", { name: "Eliminar conta" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // The backdrop's colour in sRGB (the browser writes it in oklab): a canvas converts it.
    const backdrop = await dialog.evaluate((element) => {
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return [255, 255, 255];
      context.fillStyle = getComputedStyle(element, "::backdrop").backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
    expect(Math.max(...backdrop)).toBeLessThan(64);
  });
});
