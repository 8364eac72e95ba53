import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "@cc/db/database";
import { createTestDatabase } from "@cc/db/testing";
import { type Browser, type ConsoleMessage, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { buildApp } from "../../../server/src/app";
import { loadConfig } from "../../../server/src/config";

const WEB_ROOT = fileURLToPath(new URL("../../build/client", import.meta.url));

export const browserPath = () => inject("e2eBrowser");

export interface Harness {
  baseUrl: string;
  browser: Browser;
  database: DatabaseHandle;
  /** A fresh page (own storage) that records console errors and CSP violations. */
  page(options?: { width?: number; height?: number }): Promise<Page & { problems: string[] }>;
  close(): Promise<void>;
}

/** The real app (API + built web) on its own database and port, and a real Chromium. */
export async function startHarness(): Promise<Harness> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", WEB_ROOT, HOST: "127.0.0.1", PORT: "0" });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as { port: number };
  const browser = await chromium.launch({
    executablePath: browserPath() ?? undefined,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    browser,
    database,
    async page({ width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl });
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
    },
  };
}
