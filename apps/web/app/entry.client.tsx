import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { arrivalLocale, setLocale } from "./lib/i18n";

// The page's language is settled before the app starts: its first render and its first API reads
// are in it, and no read is made again when it settles. A public page's address fixes it, and its
// prerendered HTML is in that language, so the first render matches the HTML; arriving on such a
// page also makes its language the site's (decision 0038-seo-two-languages). App pages are served
// in Portuguese: what they render while hydrating follows the HTML's language (`useLanguage`).
const locale = arrivalLocale(window.location);
void (locale ? setLocale(locale) : Promise.resolve())
  .catch((error: unknown) => console.error("The page's language could not be loaded", error))
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
