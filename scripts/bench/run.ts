// `npm run bench [name ...]`: runs the named benchmarks (all by default) and prints their figures.
import { benchCoach } from "./coach/run";
import { benchCoachApi } from "./coach-api";
import { benchLighthouse } from "./lighthouse";
import { benchLogin } from "./login";
import { benchSessions } from "./sessions";
import { benchStartup } from "./startup";
import { benchTestDatabases } from "./test-databases";
import { benchWeb } from "./web";
import { benchWebSize } from "./web-size";

const BENCHMARKS: Record<string, () => Promise<void>> = {
  startup: benchStartup,
  "web-size": benchWebSize,
  web: benchWeb,
  lighthouse: benchLighthouse,
  "test-db": benchTestDatabases,
  login: benchLogin,
  sessions: benchSessions,
  coach: benchCoach,
  "coach-api": benchCoachApi,
};

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(BENCHMARKS)) {
  const run = BENCHMARKS[name];
  if (!run) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(", ")}`);
    process.exit(2);
  }
  console.log(`\n## ${name}`);
  await run();
}
