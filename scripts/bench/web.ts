// The functions passed to page.evaluate run in the browser.
/// <reference lib="dom" />
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeIdleTestDatabases, createTestDatabase, prepareTestTemplate } from "@cc/db/testing";
import {
  bankFilesHash,
  buildApp,
  freshEmail,
  grantSubscription,
  loadConfig,
  syncBank,
} from "@cc/server/testing";
import { type CDPSession, chromium, type Page } from "playwright-core";
import { ROOT } from "../serve-arguments";
import { measureExamJs, WEB_BUDGETS, WEB_CLIENT } from "./web-size";

/** One frame at 60 Hz: the next question must be on screen within it (issue 18). */
export const MOVE_BUDGET_MS = 16;
/** A mid-range phone, as Lighthouse's mobile profile slows the CPU. */
const CPU_SLOWDOWN = 4;
const PORT = 3913;
/** The performance measures the page makes for each move (see `timeMoves`). */
const MOVE_MEASURE = "question-move";
const MOVE_RENDER_MEASURE = "question-move:render";

/**
 * Runs in the page: measures each move from the arrow key's event time (when the browser received
 * it, as Event Timing counts) to the question card changing (React's commit: the observer runs
 * right after it) and to the frame after that painted (a task queued from the next animation
 * frame runs after its paint). Nothing of it is in the app's bundle.
 */
function timeMoves(names: { move: string; render: string }) {
  let start = -1;
  window.addEventListener(
    "keydown",
    (event) => {
      if (event.key.startsWith("Arrow")) start = event.timeStamp;
    },
    { capture: true },
  );
  const card = document.querySelector("article[aria-labelledby^='question-text-']");
  if (!card) throw new Error("No question card on the page.");
  new MutationObserver(() => {
    if (start < 0) return;
    const asked = start;
    start = -1;
    // Only the time is read here: a measure made now would cost the move it times.
    const committed = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.measure(names.move, { start: asked });
        performance.measure(names.render, { start: asked, end: committed });
      }),
    );
  }).observe(card, { childList: true, subtree: true, characterData: true, attributes: true });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A learner with a pass, signed in on the practice dashboard of a fresh browser page. */
export async function learnerWithPass(
  page: Page,
  baseUrl: string,
  grant: (email: string) => Promise<void>,
) {
  const email = freshEmail("bench-web");
  const password = "palavra-passe-bench";
  const response = await fetch(`${baseUrl}/api/register?locale=pt`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Ana Bench", email, password, password_confirmation: password }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  await grant(email);
  await page.goto("/404");
  await page.evaluate((value) => {
    localStorage.setItem("auth_token", value);
    localStorage.setItem("locale", "pt");
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        timestamp: Date.now(),
        preferences: { analytics: false, marketing: false },
      }),
    );
  }, token);
  await page.goto("/practice");
  await page.getByRole("heading", { name: "Nova sessão" }).waitFor();
  // As on every visit after the first: the offline app's worker installed and in control. Its
  // install (the app shell precached) would otherwise run beside the moves, and its taking
  // control mid-exam is a journey of its own (apps/web/e2e/exam-moves.test.ts).
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 30_000,
  });
}

/** A request made during a move, and where the browser took its answer from. */
interface MoveRequest {
  move: number;
  url: string;
  type: string;
  servedBy: "memory cache" | "service worker" | "disk cache" | "network" | "no answer";
}

/**
 * Watches the page's requests through the DevTools protocol, which says where each was answered
 * from (Playwright counts a request answered by the memory cache or the worker like any other).
 */
function watchRequests(cdp: CDPSession) {
  const seen = new Map<string, MoveRequest>();
  let move = 0;
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    if (move > 0) {
      seen.set(requestId, { move, url: request.url, type: type ?? "", servedBy: "no answer" });
    }
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const request = seen.get(requestId);
    if (request) request.servedBy = "memory cache";
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const request = seen.get(requestId);
    if (!request || request.servedBy === "memory cache") return;
    request.servedBy = response.fromServiceWorker
      ? "service worker"
      : response.fromDiskCache
        ? "disk cache"
        : "network";
  });
  return {
    /** Requests from now on belong to this move (0: to none). */
    during(number: number) {
      move = number;
    },
    all: () => [...seen.values()],
  };
}

interface Moves {
  /**
   * Key event to the next question painted, per move, in ms: the measure of `timeMoves`, or the
   * browser's Event Timing of the key press when that is longer (the frame presented later).
   */
  renderMs: number[];
  /** Moves whose Event Timing was longer than the measure: the frame was presented after it. */
  presentedLater: number;
  /** Key event to the new question committed (input delay and React), per move, in ms. */
  commitMs: number[];
  /** The same measure around a frame that changes nothing: the floor the machine sets, in ms. */
  emptyMs: number[];
  /** Requests the page made during each move (any request at all). */
  requests: number[];
  /** Key events the browser's Event Timing reported at ≥ 16 ms (input to next paint), if any. */
  slowEventsMs: number[];
  /** What the requests during the moves were, and where they were answered from. */
  requestList: MoveRequest[];
  /** Whether the app's service worker controlled the page when the moves began. */
  workerControlled: boolean;
}

/** What a trace of the moves records (`BENCH_WEB_TRACE=file.json`): as DevTools' Performance panel. */
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
];

/**
 * A full exam started, then every question visited with ArrowRight at a slowed CPU. With
 * `answerFirst`, each question is answered (A) before the move, as a learner does; the answer's
 * save then goes out during a later move and is counted there.
 */
export async function moveThroughExam(
  page: Page,
  tracePath?: string,
  answerFirst = false,
): Promise<Moves> {
  await page.getByRole("radio", { name: /^Exame completo/ }).check();
  await page.getByRole("button", { name: "Começar", exact: true }).click();
  await page.getByRole("heading", { name: /^Pergunta 1 de 30:/ }).waitFor();
  // A phone has no pointer hovering: left where Start was clicked, the mouse would hover whatever
  // each question puts under it (boundary events, hover transitions). The top bar never changes.
  await page.mouse.move(1, 1);
  await page.waitForLoadState("networkidle"); // the drawings are preloaded on start
  await page.evaluate(() => {
    const slow: { start: number; duration: number }[] = [];
    (window as unknown as { slowKeyEvents: typeof slow }).slowKeyEvents = slow;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "keydown")
          slow.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  await page.evaluate(timeMoves, { move: MOVE_MEASURE, render: MOVE_RENDER_MEASURE });
  const cdp = await page.context().newCDPSession(page);
  const watched = watchRequests(cdp);
  await cdp.send("Network.enable");
  const workerControlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let requested = 0;
  page.on("request", () => {
    requested++;
  });
  const moves: Moves = {
    renderMs: [],
    presentedLater: 0,
    commitMs: [],
    emptyMs: [],
    requests: [],
    slowEventsMs: [],
    requestList: [],
    workerControlled,
  };
  if (tracePath) {
    await page.context().browser()?.startTracing(page, {
      path: tracePath,
      categories: TRACE_CATEGORIES,
    });
  }
  for (let number = 2; number <= 30; number++) {
    const before = requested;
    if (answerFirst) {
      await page.keyboard.press("a");
      // Until the chosen option's look has settled, so that the move is timed alone.
      await page.waitForFunction(() => document.getAnimations().length === 0);
    }
    watched.during(number);
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      ([name, count]) => performance.getEntriesByName(name, "measure").length >= count,
      [MOVE_MEASURE, number - 1] as const,
    );
    await page.getByRole("heading", { name: new RegExp(`^Pergunta ${number} de 30:`) }).waitFor();
    moves.requests.push(requested - before);
  }
  watched.during(0);
  if (tracePath) await page.context().browser()?.stopTracing();
  moves.requestList = watched.all();
  const measures = (name: string) =>
    page.evaluate(
      (measure) =>
        performance
          .getEntriesByName(measure, "measure")
          .map((entry) => ({ start: entry.startTime, duration: entry.duration })),
      name,
    );
  const painted = await measures(MOVE_MEASURE);
  moves.commitMs = (await measures(MOVE_RENDER_MEASURE)).map((entry) => entry.duration);
  moves.emptyMs = await page.evaluate(async (count) => {
    const floor: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          setTimeout(resolve);
        }),
      );
      floor.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return floor;
  }, 29);
  const slow = await page.evaluate(
    () =>
      (window as unknown as { slowKeyEvents: { start: number; duration: number }[] }).slowKeyEvents,
  );
  moves.slowEventsMs = slow.map((entry) => entry.duration);
  // The measure ends after the main thread's part of the frame; the browser may present it later
  // (raster and display run on other threads). Event Timing ends at the presentation, to 8 ms,
  // and has the same start (the key's event time): the longer of the two counts.
  moves.renderMs = painted.map((move) => {
    const presented = slow.find((entry) => Math.abs(entry.start - move.start) < 0.5)?.duration;
    if (presented === undefined || presented <= move.duration) return move.duration;
    moves.presentedLater++;
    return presented;
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return moves;
}

/**
 * `npm run bench web`: moving between the questions of a full exam, in Chromium with the CPU 4×
 * slower, against one frame (16 ms) and no request per move; and the exam route's JavaScript
 * against its budget. Exits 1 when one is missed. Decision "question navigation budget".
 */
export async function benchWeb() {
  execFileSync(process.execPath, ["scripts/ensure-builds.mjs", "web"], { cwd: ROOT });
  // The tests' database template: migrated, with the question bank loaded.
  await prepareTestTemplate({
    seed: async (handle) => {
      await syncBank(handle.db);
    },
    seedKey: bankFilesHash(),
  });
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "cc-bench-web-"));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const config = loadConfig({
    NODE_ENV: "test",
    WEB_ROOT: WEB_CLIENT,
    HOST: "127.0.0.1",
    PORT: String(PORT),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: "127.0.0.1", port: PORT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  let missed = false;
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      baseURL: baseUrl,
    });
    const page = await context.newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    await learnerWithPass(page, baseUrl, (email) => grantSubscription(database, email));
    const moves = await moveThroughExam(page, process.env.BENCH_WEB_TRACE);
    const sorted = [...moves.renderMs].sort((a, b) => a - b);
    const max = sorted.at(-1) ?? Number.NaN;
    const totalRequests = moves.requests.reduce((a, b) => a + b, 0);
    const over = sorted.filter((d) => d > MOVE_BUDGET_MS).length;
    console.log(
      `full exam, ${sorted.length} moves by ArrowRight, CPU ${CPU_SLOWDOWN}× slower, 360×740`,
    );
    console.log(
      `key press → next question painted: median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(max)} (budget ${MOVE_BUDGET_MS} ms; ${over} over)`,
    );
    console.log(`  all: ${moves.renderMs.map((d) => d.toFixed(1)).join(" ")}`);
    const summary = (values: number[]) => {
      const s = [...values].sort((a, b) => a - b);
      return `median ${ms(percentile(s, 50))}, p95 ${ms(percentile(s, 95))}, max ${ms(s.at(-1) ?? Number.NaN)}`;
    };
    console.log(`  of which key event → question committed: ${summary(moves.commitMs)}`);
    console.log(
      `  presented after the frame's measure (Event Timing's duration counted): ${moves.presentedLater} of ${sorted.length}`,
    );
    console.log(`  an empty frame, same method, nothing changed: ${summary(moves.emptyMs)}`);
    console.log(
      `Event Timing, key presses ≥ 16 ms to next paint: ${moves.slowEventsMs.length}${moves.slowEventsMs.length ? ` (${moves.slowEventsMs.join(", ")} ms)` : ""}`,
    );
    console.log(
      `requests per move: max ${Math.max(...moves.requests)}, total ${totalRequests} (budget 0); service worker in control: ${moves.workerControlled ? "yes" : "no"}`,
    );
    for (const request of moves.requestList) {
      console.log(
        `  move to ${request.move}: ${request.type} ${new URL(request.url).pathname} (${request.servedBy})`,
      );
    }
    const exam = measureExamJs();
    console.log(
      `exam route JS: ${(exam.gzip / 1024).toFixed(1)} KB gzip (budget ${(WEB_BUDGETS.examJs / 1024).toFixed(0)} KB)`,
    );
    missed = over > 0 || totalRequests > 0 || exam.gzip > WEB_BUDGETS.examJs;
    if (missed) console.log("MISSED a budget");
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    await closeIdleTestDatabases();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (missed) process.exitCode = 1;
}
