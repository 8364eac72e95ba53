import type { Catalogue } from "../catalogue";
import { auth } from "./en/auth";
import { errors } from "./en/errors";
import { landing } from "./en/landing";
import { shell } from "./en/shell";

/** English catalogue: the same keys as pt.ts, written for the same learner. */
export const en: Catalogue = { ...shell, ...errors, ...landing, ...auth };
