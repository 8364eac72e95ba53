import { publicPageAt } from "@cc/contracts/public-pages";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { setLocale } from "./lib/i18n";

// A public page's address fixes its language, and the prerendered HTML is in that language: its
// catalogue is put in place before hydrating, so the first render matches the HTML. Arriving on
// such a page also makes its language the site's (decision XXXX-seo-two-languages).
const page = publicPageAt(window.location.pathname);
void (page ? setLocale(page.locale) : Promise.resolve())
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
