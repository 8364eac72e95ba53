import { auth } from "./pt/auth";
import { errors } from "./pt/errors";
import { landing } from "./pt/landing";
import { shell } from "./pt/shell";

/**
 * European Portuguese catalogue (the default language), one file per feature under pt/. Every key
 * must exist in en/ with the same shape: the type `Catalogue` makes a missing or extra key a
 * compile error, and catalogue.test.ts checks the same at run time.
 */
export const pt = { ...shell, ...errors, ...landing, ...auth };
