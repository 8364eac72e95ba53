import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { digestOf, newSecret } from "@cc/server/testing";
import pg from "pg";

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL, the PostgreSQL server a benchmark creates its own database on; undefined (said) without it. */
export function benchServerUrl(): string | undefined {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      "skipped: set DATABASE_URL to a PostgreSQL server (the benchmark creates its own database)",
    );
  }
  return adminUrl;
}

/**
 * Runs `work` on a new, empty database `cc_bench_<kind>_<random>` on the server at `adminUrl`,
 * dropped afterwards; BENCH_KEEP=1 leaves it behind for a closer look (EXPLAIN, psql).
 */
export async function withBenchDatabase<T>(
  adminUrl: string,
  kind: string,
  work: (url: URL) => Promise<T>,
): Promise<T> {
  const name = `cc_bench_${kind}_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(adminUrl, (client) => client.query(`create database "${name}"`));
  try {
    return await work(url);
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else {
      await admin(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    }
  }
}

/** Resolves once `url` answers 2xx; fails after `timeoutMs` (60 s by default). */
export async function waitFor(url: string, pollMs = 50, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** SIGTERM, then wait for the process to be gone. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

/**
 * Gives every learner in `passHolders` a 30-day pass, and each of `signedIn` a sign-in token of a
 * day; answers those tokens in the order of `signedIn`.
 */
export async function grantPassesAndTokens(
  client: pg.Client,
  passHolders: readonly string[],
  signedIn: readonly string[] = passHolders,
): Promise<string[]> {
  await client.query(
    `insert into subscriptions (user_id, plan, source, starts_at, expires_at)
     select id, '30-days', 'operator', now() - interval '1 day', now() + interval '30 days'
       from unnest($1::uuid[]) id`,
    [passHolders],
  );
  const tokens = signedIn.map(() => newSecret());
  await client.query(
    `insert into auth_tokens (user_id, token_hash, expires_at)
     select id, hash, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as t(id, hash)`,
    [signedIn, tokens.map(digestOf)],
  );
  return tokens;
}
