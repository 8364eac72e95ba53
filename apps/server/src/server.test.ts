import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, serveArguments } from "../../../scripts/serve-arguments";

// The real processes, as an operator runs them: `npm run serve` (the server bundle) and `npm run
// cli`.
let SERVER: string[] = [];
const CLI = ["--import", "tsx", join(ROOT, "apps/server/src/cli.ts")];
beforeAll(() => {
  SERVER = serveArguments();
});

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

function run(command: string[], args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...command, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "info", ...env },
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(check: () => boolean, what: string, ms = 45_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the server process", () => {
  it("refuses a bad setting with one clear line, no stack trace", async () => {
    const { exited, output } = run(SERVER, [], { PORT: "abc" });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT must be a whole number between 0 and 65535 (got "abc")');
    expect(output()).not.toMatch(/\n\s+at /);
  });

  it("owns its embedded database, takes operator commands, and stops cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cc-server-"));
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_ROOT: "/nonexistent",
    };
    const server = run(SERVER, [], env);
    await waitFor(() => server.output().includes("Código Certo is ready"), "the server");

    // A second process may not open the same folder.
    const second = run(SERVER, [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/embedded database is in use by process \d+/);

    // Operator commands reach the running server through its socket.
    const cli = run(CLI, ["db:migrate"], env);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain("Database migrated (pglite).");

    // A grant or revoke run inside the server applies from the learner's very next request,
    // although the server remembers signed-in tokens for a few seconds.
    const base = `http://127.0.0.1:${port}`;
    const registered = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Rita Operador",
        email: "rita@example.com",
        password: "Segura123!",
        password_confirmation: "Segura123!",
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const premiumStatus = async () =>
      (await fetch(`${base}/api/v1/questions`, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    expect(await premiumStatus()).toBe(402);
    const grant = run(CLI, ["subscription:grant", "rita@example.com", "14"], env);
    expect(await grant.exited, grant.output()).toBe(0);
    expect(await premiumStatus()).toBe(200);
    const revoke = run(CLI, ["subscription:revoke", "rita@example.com"], env);
    expect(await revoke.exited, revoke.output()).toBe(0);
    expect(await premiumStatus()).toBe(402);

    // A request still arriving when SIGTERM comes is finished before the process exits.
    const body = JSON.stringify({ type: "frontend_error", level: "error", message: "in flight" });
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/v1/errors/report",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    expect(await answer).toBe(202);
    expect(await server.exited, server.output()).toBe(0);
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);

    // The folder opens again, intact: the CLI now runs on it directly.
    const after = run(CLI, ["db:migrate"], env);
    expect(await after.exited).toBe(0);
    expect(after.output()).toContain("Database migrated (pglite).");
  }, 120_000);

  it("lists the operator commands and rejects unknown ones", async () => {
    const help = run(CLI, [], { DATA_DIR: mkdtempSync(join(tmpdir(), "cc-cli-")) });
    expect(await help.exited).toBe(0);
    expect(help.output()).toContain("db:migrate");
    const unknown = run(CLI, ["nope"], {});
    expect(await unknown.exited).toBe(2);
    expect(unknown.output()).toContain('Unknown command "nope"');
  });
});
