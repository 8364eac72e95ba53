/**
 * The full exam's clock. The server decides the deadline; the browser's clock may be off, so the
 * difference between the server's time (sent with the session) and ours is measured once and
 * applied to every tick.
 */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds left before the deadline, never below zero. */
export function secondsLeft(deadline: string, offsetMs: number, now: number): number {
  const left = Date.parse(deadline) - (now + offsetMs);
  return Math.max(0, Math.ceil(left / 1000));
}

/** 29:05, or 1:02:03 past an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
