import { execFileSync } from "node:child_process";
import type { Endpoint, EndpointOutput } from "@cc/contracts/endpoint";
import { authEndpoints } from "@cc/contracts/endpoints/auth";
import { sessionsEndpoints } from "@cc/contracts/endpoints/sessions";
import { ROOT } from "../serve-arguments";

/** The learner the screenshots show: plainly a demo, so no picture passes for a real person. */
const DEMO_LEARNER = {
  name: "Ana (demo)",
  email: "ana.demo@example.com",
  password: "demo-palavra-passe",
} as const;

type Start = EndpointOutput<typeof sessionsEndpoints.start.fullExam>["data"];
type Mode = keyof typeof sessionsEndpoints.start;

/**
 * What the demo sits, oldest first: a first mock exam, practice, the coach's practice of what
 * went wrong (where reviewed questions come back), and a second mock exam.
 */
const DEMO_SESSIONS: { mode: Mode; body: Record<string, unknown> }[] = [
  { mode: "fullExam", body: {} },
  { mode: "quickPractice", body: { question_count: 20 } },
  { mode: "weakAreas", body: { question_count: 20 } },
  { mode: "quickPractice", body: { question_count: 20 } },
  { mode: "weakAreas", body: { question_count: 20 } },
  { mode: "weakAreas", body: { question_count: 20 } },
  { mode: "fullExam", body: {} },
];

/** Calls one endpoint of the contracts as the learner (or a guest); answers its parsed body. */
async function call<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  input: { id?: string; body?: unknown; token?: string } = {},
): Promise<EndpointOutput<E>> {
  const path = endpoint.path.replace(":id", input.id ?? "");
  const response = await fetch(`${baseUrl}${path}?locale=pt`, {
    method: endpoint.method,
    headers: {
      accept: "application/json",
      ...(input.body === undefined ? {} : { "content-type": "application/json" }),
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
    },
    body: input.body === undefined ? null : JSON.stringify(input.body),
  });
  if (!response.ok) {
    throw new Error(`${endpoint.method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as EndpointOutput<E>;
}

/** A fixed number from a text: the same run after run. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** The question and its right answer, by option text (each session shuffles the letters). */
type Known = { id: string; options: Record<string, string>; correct_answer: string };

/**
 * A learner who remembers the right answers of the questions they have reviewed and otherwise
 * picks an option by a fixed rule (a hash of the question). A run is repeatable, and the figures
 * in the pictures are whatever the app computes from these answers.
 */
function learnerMemory() {
  const known = new Map<string, string>();
  const remember = (item: Known) => known.set(item.id, item.options[item.correct_answer] ?? "");
  return {
    answer(question: Start["questions"][number]): string {
      const letters = Object.keys(question.options);
      const right = known.get(question.id);
      const guess = letters[hashOf(`guess ${question.id}`) % letters.length] as string;
      return letters.find((l) => question.options[l] === right) ?? guess;
    },
    review(items: Known[]) {
      for (const item of items) remember(item);
    },
  };
}

/**
 * Registers the demo learner through the API, gives them a 30-day pass with the operator command
 * (sent to the running server through its operator socket), sits `DEMO_SESSIONS` through the API,
 * reviewing each.
 * Answers the learner's sign-in token.
 */
export async function seedDemoLearner(baseUrl: string, dataDir: string): Promise<string> {
  const { token } = await call(baseUrl, authEndpoints.register, {
    body: { ...DEMO_LEARNER, password_confirmation: DEMO_LEARNER.password },
  });
  execFileSync(
    process.execPath,
    ["--import", "tsx", "apps/server/src/cli.ts", "subscription:grant", DEMO_LEARNER.email, "30"],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: "inherit" },
  );
  const memory = learnerMemory();
  for (const { mode, body } of DEMO_SESSIONS) {
    const started = await call(baseUrl, sessionsEndpoints.start[mode], {
      token,
      body: { transmission_type: "manual", ...body },
    });
    const { session_id, questions } = started.data;
    const answers = Object.fromEntries(questions.map((q) => [q.id, memory.answer(q)]));
    await call(baseUrl, sessionsEndpoints.submit[mode], {
      token,
      body: { session_id, answers },
    });
    const detail = await call(baseUrl, sessionsEndpoints.review, { token, id: session_id });
    memory.review(detail.data.review ?? []);
  }
  return token;
}
