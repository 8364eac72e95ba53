import { chmodSync, existsSync, unlinkSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { OperatorContext } from "../core/operator-command";
import { runCommand } from "./commands";

/**
 * While the server owns the embedded database, operator commands reach it through a Unix socket in
 * the data folder (mode 0600: only the account that runs the server can use it). The command runs
 * inside the server process, on the database it already has open.
 */
export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, "operator.sock");
}

interface Request {
  command: string;
  args: string[];
}

export function startOperatorSocket(
  path: string,
  context: Omit<OperatorContext, "out">,
): Promise<Server> {
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((socket) => {
    const lines = createInterface({ input: socket });
    lines.once("line", async (line) => {
      const send = (message: object) => socket.write(`${JSON.stringify(message)}\n`);
      let request: Request;
      try {
        request = JSON.parse(line) as Request;
        if (typeof request.command !== "string" || !Array.isArray(request.args)) throw new Error();
      } catch {
        send({ exit: 2, out: "Malformed operator request." });
        socket.end();
        return;
      }
      const exit = await runCommand(
        { ...context, out: (text) => send({ out: text }) },
        request.command,
        request.args.map(String),
      );
      send({ exit });
      socket.end();
    });
    socket.on("error", () => {});
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

/** Sends one command to the running server and prints its output; resolves to the exit code. */
export function sendToServer(
  path: string,
  command: string,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let exit: number | undefined;
    socket.once("error", reject);
    socket.on("connect", () => socket.write(`${JSON.stringify({ command, args })}\n`));
    createInterface({ input: socket }).on("line", (line) => {
      const message = JSON.parse(line) as { out?: string; exit?: number };
      if (message.out !== undefined) out(message.out);
      if (message.exit !== undefined) exit = message.exit;
    });
    socket.on("close", () => resolve(exit ?? 1));
  });
}
