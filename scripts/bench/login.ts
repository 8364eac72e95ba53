import { spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPasswords } from "@cc/server/testing";
import autocannon from "autocannon";
import { ROOT, serveArguments } from "../serve-arguments";
import { admin, stop, waitFor } from "./support";

const PORT = 3902;
const CONCURRENT_USERS = 20;
const DURATION_S = 20;
/** More learners than logins in a run, so no address meets its per-e-mail limit. */
const LEARNERS = 3000;
const PASSWORD = "correct horse battery staple";

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * CPU seconds a process has used (Linux), read around the run: CPU per login does not depend on
 * what else the machine is doing, unlike latency and throughput.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  const path = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(path)) return undefined;
  const fields = readFileSync(path, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  return ticks / 100; // USER_HZ
}

/**
 * POST /api/login with 20 learners signing in at once, none waiting between attempts, against a
 * real listening server on PostgreSQL (DATABASE_URL; Redis too when REDIS_URL is set). Each login
 * is a different learner from a different client address (X-Forwarded-For, TRUST_PROXY=true), as
 * in production, so the rate limits are checked but never hit.
 */
export async function benchLogin() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      "skipped: set DATABASE_URL to a PostgreSQL server (the benchmark creates its own database)",
    );
    return;
  }
  const name = `cc_bench_login_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "cc-bench-login-"));
  await admin(adminUrl, (client) => client.query(`create database "${name}"`));

  const server = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${baseUrl}/api/health`);

    // Learners share one hash (each login still verifies it in full): seeding 3000 distinct
    // hashes would take longer than the benchmark.
    const passwords = createPasswords();
    const hashTimes: number[] = [];
    let passwordHash = "";
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      passwordHash = await passwords.hash(PASSWORD);
      hashTimes.push(performance.now() - started);
    }
    hashTimes.sort((a, b) => a - b);
    const emails = Array.from({ length: LEARNERS }, (_, i) => `bench-${i}@example.com`);
    await admin(url.toString(), (client) =>
      client.query(
        `insert into users (name, email, password_hash)
         select 'Bench Learner', email, $2 from unnest($1::text[]) as email`,
        [emails, passwordHash],
      ),
    );

    let next = 0;
    const login = {
      method: "POST",
      path: "/api/login",
      setupRequest: (request: object) => ({
        ...request,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
        },
        body: JSON.stringify({ email: emails[next++ % LEARNERS], password: PASSWORD }),
      }),
    };
    await autocannon({
      url: baseUrl,
      connections: CONCURRENT_USERS,
      amount: 100,
      requests: [login],
    });
    const cpuBefore = cpuSeconds(server.pid);
    const result = await autocannon({
      url: baseUrl,
      connections: CONCURRENT_USERS,
      duration: DURATION_S,
      timeout: 30,
      requests: [login],
    });

    const cpuAfter = cpuSeconds(server.pid);
    console.log(
      `argon2id hash alone, before the run: fastest ${ms(hashTimes[0] ?? 0)}, median ${ms(hashTimes[7] ?? 0)}`,
    );
    console.log(
      `logins: ${result["2xx"]} ok, ${result.non2xx} refused, ${result.errors} errors in ${result.duration} s`,
    );
    console.log(
      `throughput:  ${result.requests.average.toFixed(1)} logins/s with ${CONCURRENT_USERS} concurrent users`,
    );
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      const perLogin = ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result["2xx"]);
      console.log(
        `server CPU:  ${ms(perLogin)} per login (so about ${Math.round(2000 / perLogin)} logins/s on 2 idle cores)`,
      );
    }
    console.log(
      `latency:     p50 ${ms(result.latency.p50)}, p90 ${ms(result.latency.p90)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
    );
  } finally {
    await stop(server);
    await admin(adminUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}
