import type { ChildProcess } from "node:child_process";
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

/** Resolves once `url` answers 2xx; fails after 60 s. */
export async function waitFor(url: string, pollMs = 50) {
  const started = Date.now();
  for (;;) {
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() - started > 60_000) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** SIGTERM, then wait for the process to be gone. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
