import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** Another live process owns the embedded database folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is in use by process ${holderPid} (lock file ${lockPath}). ` +
        "Only one process may open it at a time: stop that process, or send operator commands " +
        "to it through `npm run cli` (the CLI forwards them to a running server).",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(lockPath, "utf8")).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of the live process holding the lock, if any. */
export function lockHolder(lockPath: string): number | undefined {
  const pid = readHolder(lockPath);
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * Takes an exclusive lock file (created with O_EXCL) so that a second process can never open the
 * same PGlite folder and corrupt it. A lock left by a dead process is taken over. Returns the
 * release function.
 */
export function acquireLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      return () => {
        if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(lockPath);
      if (holder !== undefined) throw new DataDirLockedError(lockPath, holder);
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
