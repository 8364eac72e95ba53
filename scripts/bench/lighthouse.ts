import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ROOT, serveArguments } from "../serve-arguments";
import { stop, waitFor } from "./support";
import { WEB_CLIENT } from "./web-size";

/**
 * The public pages measured, by address. A page missing from the build is skipped (and said so),
 * so a page added later only needs its address here.
 */
export const LIGHTHOUSE_PAGES = ["/", "/en/", "/terms", "/sinais", "/en/signs"];

/** Issue 17's targets, Lighthouse 12 with its default mobile profile, median of 3 runs. */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
} as const;

const RUNS = 3;
const PORT = 3912;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  /** Audits below a perfect score in the categories that must be 100 (to know what to fix). */
  failing: string[];
  /** What the LCP is made of: its element and Lighthouse's phases, to know where the time goes. */
  lcpBreakdown: string;
}

/** A run Lighthouse could not score (it says NO_FCP and the like on a starved machine) is left out. */
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const builtPage = (path: string) => existsSync(join(WEB_CLIENT, path, "index.html"));

/** Audit details as Lighthouse nests them (a list of tables). */
interface Table {
  items?: (Table & { node?: { snippet?: string }; phase?: string; timing?: number })[];
}

/** "<img …>: TTFB 612 ms, Load Delay 3 ms, …", from the LCP element audit. */
function lcpBreakdown(details: unknown): string {
  const [element, phases] = (details as Table | undefined)?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet ?? "(no element)";
  const times = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`);
  return `${snippet.length > 90 ? `${snippet.slice(0, 89)}…` : snippet}: ${times.join(", ")}`;
}

/** LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (JSON) for a closer look. */
function keepReport(url: string, run: number, report: string | string[]) {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "root";
  writeFileSync(join(folder, `${name}-${run + 1}.json`), String(report));
}

async function measure(url: string, port: number, run: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  keepReport(url, run, result.report);
  const { categories, audits } = result.lhr;
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : Number.NaN;
  };
  const failing = ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    failing,
    lcpBreakdown: lcpBreakdown(audits["largest-contentful-paint-element"]?.details),
  };
}

/** Which of a page's medians miss their target. */
function misses(m: Omit<Run, "failing" | "lcpBreakdown">): string[] {
  const t = LIGHTHOUSE_TARGETS;
  return [
    m.performance < t.performance && "performance",
    m.accessibility < t.accessibility && "accessibility",
    m.bestPractices < t.bestPractices && "best practices",
    m.seo < t.seo && "SEO",
    m.lcpMs > t.lcpMs && "LCP",
    m.cls > t.cls && "CLS",
  ].filter((miss): miss is string => typeof miss === "string");
}

/**
 * `npm run bench lighthouse`: the built server on an embedded database, each public page measured
 * RUNS times by Lighthouse on the system Chromium (CHROME_PATH, /usr/bin/chromium by default);
 * prints the medians, what the median LCP is made of, and exits 1 when one misses its target.
 * Figures from a busy machine are lower than a quiet one's: say which it was when quoting them.
 */
export async function benchLighthouse() {
  execFileSync(process.execPath, ["scripts/ensure-builds.mjs", "web"], { cwd: ROOT });
  const dataDir = mkdtempSync(join(tmpdir(), "cc-bench-lighthouse-"));
  const server = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  let missed = false;
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`);
    console.log(`Lighthouse, mobile, median of ${RUNS} runs (targets: perf ≥ 98, others 100,`);
    console.log("LCP ≤ 1.5 s, CLS ≤ 0.02)");
    console.log(
      `${"page".padEnd(12)}${"perf".padStart(6)}${"a11y".padStart(6)}${"bp".padStart(6)}${"seo".padStart(6)}${"LCP".padStart(9)}${"CLS".padStart(8)}  runs (perf)`,
    );
    // LIGHTHOUSE_PAGES=/,/terms measures only those.
    for (const path of process.env.LIGHTHOUSE_PAGES?.split(",") ?? LIGHTHOUSE_PAGES) {
      if (!builtPage(path)) {
        console.log(`${path.padEnd(12)}  (not in this build: skipped)`);
        continue;
      }
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await measure(`http://127.0.0.1:${PORT}${path}`, chrome.port, i));
      const m = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
      };
      const miss = misses(m);
      missed ||= miss.length > 0;
      console.log(
        `${path.padEnd(12)}${String(m.performance).padStart(6)}${String(m.accessibility).padStart(6)}${String(m.bestPractices).padStart(6)}${String(m.seo).padStart(6)}${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(9)}${m.cls.toFixed(3).padStart(8)}  ${runs.map((r) => (Number.isNaN(r.performance) ? "x" : r.performance)).join("/")}${miss.length ? `  MISSED: ${miss.join(", ")}` : ""}`,
      );
      for (const audit of new Set(runs.flatMap((r) => r.failing))) console.log(`    ${audit}`);
      const medianRun = runs.find((r) => r.lcpMs === m.lcpMs);
      if (medianRun) console.log(`    LCP ${medianRun.lcpBreakdown}`);
    }
  } finally {
    chrome.kill();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (missed) process.exitCode = 1;
}
