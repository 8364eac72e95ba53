import { loadBank } from "@cc/content/load";
import { signLibrary } from "@cc/content/sign-library";

/** The sign library in both languages, from content/ (loaded by sign-library-plugin.ts). */
export function buildSignLibrary() {
  const bank = loadBank();
  return { pt: signLibrary(bank, "pt"), en: signLibrary(bank, "en") };
}
