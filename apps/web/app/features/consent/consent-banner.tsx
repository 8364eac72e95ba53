import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { consent, useConsent } from "../../lib/consent";
import { useLocalizedPath } from "../../lib/use-localized-path";
import { ConsentSettings } from "./consent-settings";

/**
 * Asks every visitor until a valid choice is stored (spec section 2). Rejecting is as easy as
 * accepting: same size, same look, same row. The page stays usable while it is shown.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { known, record, settingsOpen } = useConsent();
  useEffect(() => consent.load(), []);

  return (
    <>
      {!record && !settingsOpen ? (
        // In the served HTML too, hidden: a page served without the app's scripts shows it from
        // its boot script when no choice is stored (lib/hydration/boot.ts).
        <section
          hidden={!known}
          data-consent-banner
          aria-labelledby="consent-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
        >
          <div className="mx-auto max-w-6xl px-4 py-4 sm:flex sm:items-end sm:gap-6">
            <div className="text-sm text-slate-700">
              <h2 id="consent-title" className="text-base font-bold text-slate-900">
                {t("consent.bannerTitle")}
              </h2>
              <p className="mt-1">{t("consent.bannerBody")}</p>
              <Link
                to={localized("/privacy")}
                className="mt-1 inline-block font-semibold text-brand-700 underline"
              >
                {t("consent.privacyLink")}
              </Link>
            </div>
            <div className="mt-3 grid shrink-0 grid-cols-1 gap-2 min-[420px]:grid-cols-3 sm:mt-0">
              <Button variant="secondary" onClick={() => consent.choose("rejectAll")}>
                {t("consent.rejectAll")}
              </Button>
              <Button variant="secondary" onClick={consent.openSettings}>
                {t("consent.customize")}
              </Button>
              <Button variant="secondary" onClick={() => consent.choose("acceptAll")}>
                {t("consent.acceptAll")}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      <ConsentSettings open={settingsOpen} current={record?.preferences ?? null} />
    </>
  );
}
