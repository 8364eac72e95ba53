import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "@cc/db/database";
import { createTestDatabase } from "@cc/db/testing";
import { buildApp, loadConfig } from "@cc/server/testing";
import {
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from "playwright-core";
import { inject } from "vitest";

const WEB_ROOT = fileURLToPath(new URL("../../build/client", import.meta.url));

export const browserPath = () => inject("e2eBrowser");

export interface Harness {
  baseUrl: string;
  browser: Browser;
  database: DatabaseHandle;
  /**
   * A fresh page (own storage) that records console errors and CSP violations. Its visitor has
   * already answered the cookie banner (rejected all) unless `askConsent` is set. `storageState`
   * starts it with what a browser keeps across a restart (cookies and localStorage, never
   * sessionStorage), e.g. from `page.context().storageState()`.
   */
  page(options?: {
    width?: number;
    height?: number;
    askConsent?: boolean;
    /** A phone's touch screen (taps instead of clicks). */
    touch?: boolean;
    storageState?: BrowserContextOptions["storageState"];
    /** The device's light or dark preference (prefers-color-scheme). */
    colorScheme?: "light" | "dark";
  }): Promise<Page & { problems: string[] }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Environment of the app under test, e.g. SMTP_URL or GOOGLE_* (PUBLIC_URL is set for you). */
  env?: Record<string, string>;
}

/** A port nobody listens on now, so PUBLIC_URL (links in mails, OAuth redirects) can name it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real app (API + built web) on its own database, data folder and port, and a real Chromium.
 */
export async function startHarness({ env = {} }: HarnessOptions = {}): Promise<Harness> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "cc-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    WEB_ROOT,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: "127.0.0.1", port });
  const browser = await chromium.launch({
    executablePath: browserPath() ?? undefined,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  return {
    baseUrl,
    browser,
    database,
    async page({
      width = 1280,
      height = 800,
      askConsent = false,
      touch = false,
      storageState,
      colorScheme = "light",
    } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        colorScheme,
        ...(touch ? { hasTouch: true, isMobile: true } : {}),
        baseURL: baseUrl,
        ...(storageState ? { storageState } : {}),
      });
      if (!askConsent) {
        await context.addInitScript(() => {
          const record = {
            timestamp: Date.now(),
            preferences: { analytics: false, marketing: false },
          };
          if (localStorage.getItem("cookie-consent") === null) {
            localStorage.setItem("cookie-consent", JSON.stringify(record));
          }
        });
      }
      const page = (await context.newPage()) as Page & { problems: string[] };
      page.problems = [];
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "error") page.problems.push(message.text());
      });
      page.on("pageerror", (error) => page.problems.push(error.message));
      return page;
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
