// Two builds of the web app compared in one run (decision 0044): the moves of `npm run bench web`,
// build A and build B in turn, the order reversed every other round, so that both meet the same
// load on a shared machine. `node --import tsx scripts/bench/web-ab.ts <clientA> <clientB> [rounds]`,
// each a copy of apps/web/build/client. AB_CSS_A / AB_CSS_B add a style sheet to that variant's
// pages (to try a style without a build); AB_TRACE_DIR records a Chromium trace of each run's moves;
// AB_ANSWER=1 answers each question before moving on.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { closeIdleTestDatabases, createTestDatabase, prepareTestTemplate } from "@cc/db/testing";
import {
  bankFilesHash,
  buildApp,
  grantSubscription,
  loadConfig,
  syncBank,
} from "@cc/server/testing";
import { type Browser, chromium } from "playwright-core";
import { learnerWithPass, moveThroughExam } from "./web";

interface Variant {
  name: "A" | "B";
  client: string;
  port: number;
}

interface Figures {
  move: number[];
  commit: number[];
  empty: number[];
  slowEvents: number;
  requests: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const middle = Math.floor(s.length / 2);
  return (s.length % 2 ? (s[middle] ?? 0) : ((s[middle - 1] ?? 0) + (s[middle] ?? 0)) / 2).toFixed(
    1,
  );
};
const load = () => (loadavg()[0] ?? 0).toFixed(1);

/** One full exam on `variant` in a fresh browser context: its figures, added to `into`. */
async function runOnce(
  browser: Browser,
  variant: Variant,
  grant: (email: string) => Promise<void>,
  into: Figures,
  round: number,
) {
  const baseUrl = `http://127.0.0.1:${variant.port}`;
  const css = process.env[`AB_CSS_${variant.name}`];
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: baseUrl,
    // The app's Content Security Policy allows no inline style: without this the sheet is refused.
    bypassCSP: Boolean(css),
  });
  if (css) {
    await context.addInitScript((rules: string) => {
      document.addEventListener("DOMContentLoaded", () => {
        const style = document.createElement("style");
        style.textContent = rules;
        document.head.append(style);
      });
    }, css);
  }
  const page = await context.newPage();
  page.on("dialog", (dialog) => void dialog.accept());
  await learnerWithPass(page, baseUrl, grant);
  const loadBefore = load();
  const traceDir = process.env.AB_TRACE_DIR;
  const moves = await moveThroughExam(
    page,
    traceDir && join(traceDir, `${variant.name}-${round}.json`),
    process.env.AB_ANSWER === "1",
  );
  const requests = moves.requests.reduce((a, b) => a + b, 0);
  into.move.push(...moves.renderMs);
  into.commit.push(...moves.commitMs);
  into.empty.push(...moves.emptyMs);
  into.slowEvents += moves.slowEventsMs.length;
  into.requests += requests;
  console.log(
    `round ${round} ${variant.name}: move median ${median(moves.renderMs)} ms, to commit ${median(moves.commitMs)} ms, empty frame ${median(moves.emptyMs)} ms, within 16 ms ${moves.renderMs.filter((d) => d <= 16).length} of ${moves.renderMs.length}, Event Timing ≥ 16 ms ${moves.slowEventsMs.length}, requests ${requests}, load ${loadBefore}-${load()}`,
  );
  await context.close();
}

const [clientA, clientB, rounds = "4"] = process.argv.slice(2);
if (!clientA || !clientB) throw new Error("usage: web-ab.ts <clientA> <clientB> [rounds]");
const variants: Variant[] = [
  { name: "A", client: clientA, port: 3931 },
  { name: "B", client: clientB, port: 3932 },
];
await prepareTestTemplate({
  seed: async (handle) => {
    await syncBank(handle.db);
  },
  seedKey: bankFilesHash(),
});
const database = await createTestDatabase();
const dataDir = await mkdtemp(join(tmpdir(), "cc-web-ab-"));
const apps = await Promise.all(
  variants.map(async ({ client, port }) => {
    const baseUrl = `http://127.0.0.1:${port}`;
    await mkdir(join(dataDir, String(port)));
    const config = loadConfig({
      NODE_ENV: "test",
      WEB_ROOT: client,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: join(dataDir, String(port)),
      LOG_LEVEL: "warn",
    });
    const app = await buildApp(config, { database, logger: false });
    await app.listen({ host: "127.0.0.1", port });
    return app;
  }),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const figures = new Map(
  variants.map((v) => [
    v.name,
    { move: [], commit: [], empty: [], slowEvents: 0, requests: 0 } as Figures,
  ]),
);
try {
  for (let round = 1; round <= Number(rounds); round++) {
    for (const variant of round % 2 ? variants : [...variants].reverse()) {
      const into = figures.get(variant.name);
      if (into)
        await runOnce(browser, variant, (email) => grantSubscription(database, email), into, round);
    }
  }
  for (const { name, client } of variants) {
    const f = figures.get(name);
    if (!f) continue;
    console.log(
      `${name} (${client}): ${f.move.length} moves, move median ${median(f.move)} ms, to commit ${median(f.commit)} ms, empty frame ${median(f.empty)} ms, within 16 ms ${f.move.filter((d) => d <= 16).length}, Event Timing ≥ 16 ms ${f.slowEvents}, requests ${f.requests}`,
    );
  }
} finally {
  await browser.close();
  for (const app of apps) await app.close();
  await database.close();
  await closeIdleTestDatabases();
  await rm(dataDir, { recursive: true, force: true });
}
