import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
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
}

/** A run Lighthouse could not score (it says NO_FCP and the like on a starved machine) is left out. */
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const builtPage = (path: string) => existsSync(join(WEB_CLIENT, path, "index.html"));

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
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
  };
}

/** Which of a page's medians miss their target. */
function misses(m: Omit<Run, "failing">): string[] {
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
 * prints the medians and exits 1 when one misses its target. Figures from a busy machine are
 * lower than a quiet one's: say which it was when quoting them.
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
        runs.push(await measure(`http://127.0.0.1:${PORT}${path}`, chrome.port));
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
    }
  } finally {
    chrome.kill();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (missed) process.exitCode = 1;
}
