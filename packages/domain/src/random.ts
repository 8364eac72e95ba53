/**
 * A seeded pseudo-random source (mulberry32): the same seed draws the same exam, so a session can
 * be reproduced in tests and investigated later. Not for secrets.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new seed for a session (a 31-bit positive integer, so it fits an integer column). */
export const newSeed = () => Math.floor(Math.random() * 0x7fffffff);

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
