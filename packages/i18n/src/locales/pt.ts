import { account } from "./pt/account";
import { auth } from "./pt/auth";
import { authPages } from "./pt/authPages";
import { coach } from "./pt/coach";
import { consent } from "./pt/consent";
import { errors } from "./pt/errors";
import { landing } from "./pt/landing";
import { offline } from "./pt/offline";
import { payments } from "./pt/payments";
import { practice } from "./pt/practice";
import { profile } from "./pt/profile";
import { questions } from "./pt/questions";
import { search } from "./pt/search";
import { sessions } from "./pt/sessions";
import { shell } from "./pt/shell";
import { signLibrary } from "./pt/signLibrary";
import { site } from "./pt/site";
import { trial } from "./pt/trial";

/**
 * European Portuguese catalogue (the default language), one file per feature under pt/. Every key
 * must exist in en/ with the same shape: the type `Catalogue` makes a missing or extra key a
 * compile error, and catalogue.test.ts checks the same at run time.
 */
export const pt = {
  ...shell,
  ...errors,
  ...landing,
  ...auth,
  ...questions,
  ...sessions,
  ...practice,
  ...trial,
  ...authPages,
  ...profile,
  ...account,
  ...consent,
  ...site,
  ...search,
  ...payments,
  ...coach,
  ...signLibrary,
  ...offline,
};
