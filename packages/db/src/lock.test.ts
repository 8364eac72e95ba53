import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireLock, DataDirLockedError, lockHolder } from "./lock";

const tempLock = () => join(mkdtempSync(join(tmpdir(), "cc-lock-")), "pglite.lock");

describe("data folder lock", () => {
  it("is exclusive while its holder lives and free again once released", async () => {
    const path = tempLock();
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path, JSON.stringify({ pid: holder.pid }));
      expect(lockHolder(path)).toBe(holder.pid);
      expect(() => acquireLock(path)).toThrow(DataDirLockedError);
      expect(() => acquireLock(path)).toThrow(/in use by process/);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    // Its process is gone: the stale lock is taken over.
    const release = acquireLock(path);
    expect(JSON.parse(readFileSync(path, "utf8")).pid).toBe(process.pid);
    release();
    expect(lockHolder(path)).toBeUndefined();
    acquireLock(path)();
  });
});
