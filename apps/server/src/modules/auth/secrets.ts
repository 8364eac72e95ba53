import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: bearer tokens, reset links, OAuth state. */
export const newSecret = () => randomBytes(32).toString("base64url");

/**
 * What the database keeps instead of a secret. A plain SHA-256 is enough here: the secret has
 * 256 bits of randomness, so there is nothing to guess, and the lookup stays one index probe.
 */
export const digestOf = (secret: string) => createHash("sha256").update(secret).digest("hex");
