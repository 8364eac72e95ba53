import type { Catalogue } from "../catalogue";
import { account } from "./en/account";
import { auth } from "./en/auth";
import { authPages } from "./en/authPages";
import { coach } from "./en/coach";
import { consent } from "./en/consent";
import { errors } from "./en/errors";
import { landing } from "./en/landing";
import { offline } from "./en/offline";
import { payments } from "./en/payments";
import { practice } from "./en/practice";
import { profile } from "./en/profile";
import { questions } from "./en/questions";
import { search } from "./en/search";
import { sessions } from "./en/sessions";
import { shell } from "./en/shell";
import { signLibrary } from "./en/signLibrary";
import { site } from "./en/site";
import { trial } from "./en/trial";

/** English catalogue: the same keys as pt.ts, written for the same learner. */
export const en: Catalogue = {
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
