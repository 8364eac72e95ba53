import { checkQuestion } from "@cc/content/check";
import { loadBank } from "@cc/content/load";
import { landing as en } from "@cc/i18n/locales/en/landing";
import { landing as pt } from "@cc/i18n/locales/pt/landing";
import { grantSubscription } from "@cc/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import shots from "../app/features/landing/screenshots.json";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { horizontalOverflow } from "./support/sessions";

// The figures the landing must state, counted here from content/ on their own.
const bank = loadBank();
const FIGURES = {
  questions: bank.questions.filter(
    (q) => checkQuestion(q, q.origin, bank.illustrations).length === 0,
  ).length,
  signs: bank.signs.filter((sign) => bank.illustrations.has(sign.drawing)).length,
  trial: bank.trialSets[0]?.length ?? 0,
};
const format = (locale: "pt" | "en", n: number) =>
  new Intl.NumberFormat(locale === "pt" ? "pt-PT" : "en-GB").format(n);

const SECTIONS = [
  "landing-hero",
  "landing-features",
  "landing-gallery",
  "landing-how",
  "landing-cta",
  "landing-refund",
  "landing-guide",
  "landing-faq",
  "landing-credentials",
];
const TEXT = {
  pt: { path: "/", h1: "Passe no exame de código à primeira", faq: "O que inclui o exame grátis?" },
  en: {
    path: "/?lang=en",
    h1: "Pass your driving theory exam first time",
    faq: "What does the free exam include?",
  },
} as const;

// The hero's picture, then the gallery's, as the page must show them in each language.
const PICTURES = {
  pt: [
    { size: shots.dashboard.desktop.pt, alt: pt.landing.screenshotHeroAlt },
    { size: shots.dashboard.phone.pt, alt: pt.landing.galleryDashboardAlt },
    { size: shots.statistics.phone.pt, alt: pt.landing.galleryStatisticsAlt },
    { size: shots.exam.phone.pt, alt: pt.landing.galleryExamAlt },
  ],
  en: [
    { size: shots.dashboard.desktop.en, alt: en.landing.screenshotHeroAlt },
    { size: shots.dashboard.phone.en, alt: en.landing.galleryDashboardAlt },
    { size: shots.statistics.phone.en, alt: en.landing.galleryStatisticsAlt },
    { size: shots.exam.phone.en, alt: en.landing.galleryExamAlt },
  ],
} as const;

/** The page's screenshots as the browser has them: attributes, sources and what it loaded. */
const screenshotsOn = (page: Page) =>
  page.locator("picture img").evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      alt: img.alt,
      width: Number(img.getAttribute("width")),
      height: Number(img.getAttribute("height")),
      loading: img.getAttribute("loading"),
      fetchPriority: img.getAttribute("fetchpriority"),
      sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map(
        (source) => `${source.type} ${source.srcset}`,
      ),
      loaded: img.complete && img.naturalWidth > 0,
      current: img.currentSrc,
    })),
  );

describe.skipIf(!browserPath())("the landing page in a real browser", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const faqButtons = (page: Page) => page.locator("#landing-faq").getByRole("button");
  const expandedStates = (page: Page) =>
    faqButtons(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded")));

  it("is served as prerendered HTML with its sections in order, true figures and no testimonials", async () => {
    const html = await (await fetch(`${h.baseUrl}/`)).text();
    const positions = SECTIONS.map((id) => html.indexOf(`id="${id}"`));
    expect(
      positions.every((p) => p > 0),
      SECTIONS.join(),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The sticky trial banner comes before the hero.
    expect(html.indexOf("sem criar conta")).toBeLessThan(positions[0] as number);
    for (const [id, value] of Object.entries(FIGURES)) {
      expect(value, id).toBeGreaterThan(0);
      expect(html, id).toContain(`data-figure="${id}">${format("pt", value)}</dd>`);
    }
    // Nine questions with their answers in the HTML, the prices from the passes on sale.
    const faq = html.slice(
      positions[SECTIONS.indexOf("landing-faq")],
      positions[SECTIONS.indexOf("landing-credentials")],
    );
    expect(faq.match(/aria-controls=/g)).toHaveLength(9);
    expect(faq.match(/<section [^>]*hidden=""/g)).toHaveLength(9);
    expect(html).toContain("8,00");
    expect(html).toContain("16,00");
    expect(html).toContain('href="/refund"');
    // The English landing links to the English pages, in its served HTML already.
    const english = await (await fetch(`${h.baseUrl}/en/`)).text();
    for (const path of ["/en/refund", "/en/signs", "/en/about"]) {
      expect(english).toContain(`href="${path}"`);
    }
    expect(english).not.toContain('href="/refund"');
    // Each language's served HTML has its own screenshots, and only those.
    expect(html.match(/\/screenshots\/[\w-]+-pt-\d+\.avif/g)?.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/\/screenshots\/[\w-]+-en-/);
    expect(english.match(/\/screenshots\/[\w-]+-en-\d+\.avif/g)?.length).toBeGreaterThan(0);
    expect(english).not.toMatch(/\/screenshots\/[\w-]+-pt-/);
    // No invented claims in what a reader sees (markup such as an icon's path data aside).
    const text = html.replace(/<[^>]*>/g, " ");
    expect(text).not.toMatch(/testimon|depoimento|4[.,]9|92 ?%|5[.,]000|ISO 27001/i);
  });

  it("keeps at most one FAQ answer open, by mouse and by keyboard", async () => {
    const page = await h.page({ width: 1280, height: 900 });
    await page.goto("/");
    const buttons = faqButtons(page);
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(9);
    expect(await expandedStates(page)).toEqual(Array(9).fill("false"));
    const first = page.getByRole("region", { name: TEXT.pt.faq });
    expect(await first.isVisible()).toBe(false);

    await buttons.nth(0).click();
    await first.waitFor();
    expect(await first.textContent()).toContain(`${FIGURES.trial} perguntas`);
    await buttons.nth(1).click();
    await expect
      .poll(() => expandedStates(page))
      .toEqual(["false", "true", ...Array(7).fill("false")]);
    await first.waitFor({ state: "hidden" });
    await buttons.nth(1).click();
    await expect.poll(() => expandedStates(page)).toEqual(Array(9).fill("false"));

    await buttons.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expandedStates(page).then((s) => s[2])).toBe("true");
    await page.keyboard.press("Tab");
    expect(await buttons.nth(3).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await expect
      .poll(() => expandedStates(page))
      .toEqual([...Array(3).fill("false"), "true", ...Array(5).fill("false")]);
    await page.keyboard.press("Enter");
    await expect.poll(() => expandedStates(page)).toEqual(Array(9).fill("false"));
    expect(unexpectedProblems(page)).toEqual([]);
  });

  for (const [locale, width] of [
    ["pt", 360],
    ["en", 360],
    ["pt", 1280],
    ["en", 1280],
  ] as const) {
    it(`fits ${width} px in ${locale}, axe clean, with the figures counted from the bank`, async () => {
      const page = await h.page({ width, height: 800 });
      await page.goto(TEXT[locale].path);
      await page.getByRole("heading", { level: 1, name: TEXT[locale].h1 }).waitFor();
      for (const [id, value] of Object.entries(FIGURES)) {
        const shown = page.locator(`#landing-credentials [data-figure="${id}"]`);
        expect(await shown.textContent(), id).toBe(format(locale, value));
      }
      // Its own language's screenshots, sized before they load, the hero's first and not lazy.
      const other = locale === "pt" ? "en" : "pt";
      const pictures = await screenshotsOn(page);
      expect(pictures.map((p) => p.alt)).toEqual(PICTURES[locale].map((p) => p.alt));
      expect(pictures.map((p) => [p.width, p.height])).toEqual(
        PICTURES[locale].map((p) => [p.size.width, p.size.height]),
      );
      expect(pictures.map((p) => [p.loading, p.fetchPriority])).toEqual([
        ["eager", "high"],
        ...Array(3).fill(["lazy", "auto"]),
      ]);
      for (const picture of pictures) {
        expect(picture.sources.map((s) => s.split(" ")[0])).toEqual(["image/avif", "image/webp"]);
        const files = picture.sources.join(" ").match(/\/screenshots\/[^ ,]+/g) ?? [];
        expect(files.length).toBeGreaterThanOrEqual(4);
        expect(files.every((file) => file.includes(`-${locale}-`))).toBe(true);
        expect(files.some((file) => file.includes(`-${other}-`))).toBe(false);
      }
      await page.locator("#landing-gallery").scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await screenshotsOn(page)).every((p) => p.loaded), { timeout: 10_000 })
        .toBe(true);
      for (const picture of await screenshotsOn(page)) {
        expect(picture.current).toMatch(new RegExp(`-${locale}-\\d+\\.avif$`));
      }
      // One answer open, so its colours are checked too.
      await page.getByRole("button", { name: TEXT[locale].faq }).click();
      await page.getByRole("region", { name: TEXT[locale].faq }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The banner stays in view under the top bar while the page scrolls.
      await page.locator("#landing-faq").scrollIntoViewIfNeeded();
      const banner = page.getByRole("complementary").filter({ has: page.getByRole("button") });
      const box = await banner.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(60);
      expect(box?.y).toBeLessThan(70);
      expect(unexpectedProblems(page)).toEqual([]);
    });
  }

  it("offers a guest the free exam, and leads a signed-in learner on to practice", async () => {
    const guest = await h.page({ width: 360, height: 740 });
    await guest.goto("/");
    await guest.getByRole("heading", { level: 1, name: TEXT.pt.h1 }).waitFor();
    expect(await guest.getByRole("button", { name: "Fazer o exame grátis" }).count()).toBe(3);
    await guest.locator("#landing-cta").getByRole("link", { name: "Começar" }).waitFor();
    expect(await guest.getByText("Continuar a praticar").count()).toBe(0);
    expect(await guest.getByText(/crie a sua conta para guardar|Experimente já/).count()).toBe(2);
    expect(await guest.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

    const account = newAccount("landing");
    const token = await register(h.baseUrl, account);
    await grantSubscription(h.database, account.email, 14);
    const learner = await h.page({ width: 360, height: 740 });
    // Signed in before the page loads; every frame drawn until it has loaded is checked.
    await learner.addInitScript((value) => {
      localStorage.setItem("auth_token", value);
      const frames: number[] = [];
      (window as unknown as { trialFrames: number[] }).trialFrames = frames;
      const look = () => {
        if (document.body)
          frames.push(document.querySelectorAll("[data-signed-in-href], [data-guest-only]").length);
        if (document.readyState !== "complete") requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, token);
    for (const [path, text, trial, guestLine] of [
      [
        "/",
        "Continuar a praticar",
        "Fazer o exame grátis",
        /crie a sua conta para guardar|Experimente já/,
      ],
      [
        "/en/",
        "Continue practising",
        "Take the free exam",
        /create your account to keep|Try it now/,
      ],
    ] as const) {
      await learner.goto(path);
      await learner.locator("html[data-app=ready]").waitFor({ state: "attached" });
      const ctas = learner.getByRole("link", { name: text });
      expect(await ctas.count()).toBe(3);
      expect(await ctas.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
        Array(3).fill("/practice"),
      );
      expect(await learner.getByRole("button", { name: trial }).count()).toBe(0);
      expect(await learner.locator("#landing-cta").getByRole("link").count()).toBe(1);
      // Nothing left that invites the learner to the trial or to an account they already have.
      expect(await learner.getByText(guestLine).count()).toBe(0);
      const frames = await learner.evaluate(
        () => (window as unknown as { trialFrames: number[] }).trialFrames,
      );
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.filter((shown) => shown > 0)).toEqual([]);
    }
    await learner.getByRole("link", { name: "Continue practising" }).first().click();
    await learner.waitForURL((url) => url.pathname === "/practice");

    // A token the server no longer knows: the app signs out and the guest's page comes back.
    const revoked = await h.page({ width: 360, height: 740 });
    await arriveSignedIn(revoked, "revoked-token", "/");
    await expect
      .poll(async () => [
        new URL(revoked.url()).pathname,
        await revoked.getByRole("button", { name: "Fazer o exame grátis" }).count(),
      ])
      .toEqual(["/", 3]);
    await revoked.locator("#landing-cta").getByRole("link", { name: "Começar" }).waitFor();
    expect(await revoked.getByText("Continuar a praticar").count()).toBe(0);
    for (const page of [guest, learner, revoked]) expect(unexpectedProblems(page)).toEqual([]);
  });
});
