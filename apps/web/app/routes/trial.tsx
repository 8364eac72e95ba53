import { search } from "@cc/i18n/locales/pt/search";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { addPortuguese, t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";
import { track } from "../lib/tracking/events";
import { useLocalizedPath } from "../lib/use-localized-path";

addPortuguese(search);

const TrialModal = lazy(() => import("../features/trial/trial-modal"));

export const meta = () => pageMeta(t("trialPage.title"), { noindex: true });

/**
 * /trial (spec route table, "mentioned"): opens the free trial at once, as the landing page's
 * button does (the same lead event). Closing it goes to the home page in the language shown.
 */
export default function TrialRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const start = () => {
    track.lead();
    setOpen(true);
  };
  // Opened once, on arrival.
  useEffect(start, []);
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t("trialPage.title")}</h1>
      <Button variant="accent" aria-haspopup="dialog" onClick={start}>
        {t("trialPage.reopen")}
      </Button>
      <div className="text-left">
        <Suspense fallback={null}>
          <TrialModal
            open={open}
            onClose={() => {
              setOpen(false);
              navigate(localized("/"));
            }}
          />
        </Suspense>
      </div>
    </section>
  );
}
