import { randomBytes } from "node:crypto";
import { hash, type Options, parseOptions, verify } from "@node-rs/argon2";

/**
 * argon2id with 32 MiB and 2 passes (docs/decisions/0007-accounts-and-access.md): above OWASP's
 * floor of 19 MiB x 2, about 25 ms per hash on our 2-core machines. Changing these values is safe:
 * each hash carries its own parameters, and a sign-in with an older hash stores a new one.
 */
export const ARGON2ID: Options = {
  algorithm: 2, // Argon2id (a const enum in the typings, which isolated modules cannot read)
  memoryCost: 32 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `stored`. Without a stored hash (no such account, or one that
   * only signs in with Google) it still spends a full verification on a dummy hash and answers
   * false, so the answer time does not tell whether the account exists.
   */
  verify(stored: string | null, password: string): Promise<boolean>;
  /** The hash was made with other parameters than today's: store a fresh one. */
  needsRehash(stored: string): boolean;
}

export function createPasswords(options: Options = ARGON2ID): Passwords {
  // Made up front: computing it on the first unknown address would make that answer slower.
  const dummy = hash(randomBytes(16).toString("hex"), options);
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (stored) return verify(stored, password);
      await verify(await dummy, password);
      return false;
    },
    needsRehash(stored) {
      const used = parseOptions(stored);
      return (
        used.algorithm !== options.algorithm ||
        used.memoryCost !== options.memoryCost ||
        used.timeCost !== options.timeCost ||
        used.parallelism !== options.parallelism
      );
    },
  };
}
