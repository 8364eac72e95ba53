import type { Locale } from "@cc/i18n/catalogue";
import type { Browser, Page } from "playwright-core";

/**
 * What the landing shows of the product (spec section 2: the hero's, and the gallery's three), in
 * the order taken: the exam last, as it leaves a session in the learner's history.
 */
export const SHOTS = ["dashboard", "statistics", "exam"] as const;
type Shot = (typeof SHOTS)[number];

/** A phone (the gallery, at two device pixels per CSS pixel) and a desktop (the hero). */
const FRAMES = {
  phone: { width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
export type Frame = keyof typeof FRAMES;

/** The frames each shot is taken in: the hero shows the desktop's dashboard. */
export const SHOT_FRAMES: Record<Shot, readonly Frame[]> = {
  dashboard: ["phone", "desktop"],
  statistics: ["phone"],
  exam: ["phone"],
};

const WORDS = {
  pt: {
    fullExam: /^Exame completo/,
    start: "Começar",
    question: /^Pergunta 1 de 30:/,
    exit: "Sair",
    leave: "Sair e terminar",
    left: "Sessão interrompida",
    dismiss: "Fechar",
  },
  en: {
    fullExam: /^Full exam/,
    start: "Start",
    question: /^Question 1 of 30:/,
    exit: "Exit",
    leave: "Leave and end",
    left: "Session exited",
    dismiss: "Dismiss",
  },
} as const;

/** Lets the page settle: its requests answered, its fonts and pictures drawn. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {})));
  });
}

/** Opens the shot's page as the signed-in learner and leaves it as the picture should show it. */
async function open(page: Page, shot: Shot, locale: Locale) {
  const words = WORDS[locale];
  if (shot === "statistics") {
    await page.goto("/statistics");
    await page.getByRole("heading", { level: 1 }).waitFor();
    return;
  }
  await page.goto("/practice");
  await page.getByRole("heading", { level: 1 }).waitFor();
  if (shot === "dashboard") return;
  // A running exam, one answer chosen: the learner's choice shows, never the key.
  await page.getByRole("radio", { name: words.fullExam }).check();
  await page.getByRole("button", { name: words.start, exact: true }).click();
  await page.getByRole("heading", { name: words.question }).waitFor();
  await page.locator("[data-question-option]").nth(1).click();
}

/**
 * Takes `shot` in `frame` and `locale` as the learner whose sign-in token is `token`: a PNG of the
 * viewport. The visitor has declined the optional cookies, so the banner is not in the picture.
 * An exam is left afterwards (the next one starts afresh).
 */
export async function capture(
  browser: Browser,
  baseUrl: string,
  token: string,
  { shot, frame, locale }: { shot: Shot; frame: Frame; locale: Locale },
): Promise<Buffer> {
  const { width, height, ...device } = FRAMES[frame];
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    colorScheme: "light",
    serviceWorkers: "block",
    ...device,
  });
  await context.addInitScript(
    ([authToken, language]) => {
      const consent = {
        timestamp: Date.now(),
        preferences: { analytics: false, marketing: false },
      };
      localStorage.setItem("cookie-consent", JSON.stringify(consent));
      localStorage.setItem("auth_token", authToken);
      localStorage.setItem("locale", language);
    },
    [token, locale] as const,
  );
  try {
    const page = await context.newPage();
    await open(page, shot, locale);
    await settled(page);
    // The coach's notes, closed as the learner would, so none covers the page (one may follow).
    const note = page.getByRole("button", { name: WORDS[locale].dismiss, exact: true });
    const noteShown = () =>
      note.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      );
    for (let closed = 0; closed < 5 && (await noteShown()); closed++) {
      await note.click();
      await note.waitFor({ state: "hidden" });
    }
    const picture = await page.screenshot({ animations: "disabled", caret: "hide" });
    if (shot === "exam") {
      const words = WORDS[locale];
      await page.getByRole("button", { name: words.exit, exact: true }).click();
      await page.getByRole("button", { name: words.leave, exact: true }).click();
      await page.getByText(words.left).first().waitFor();
    }
    return picture;
  } finally {
    await context.close();
  }
}
