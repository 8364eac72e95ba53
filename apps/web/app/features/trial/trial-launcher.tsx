import { trial } from "@cc/i18n/locales/pt/trial";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { addPortuguese } from "../../lib/i18n";
import { track } from "../../lib/tracking/events";

addPortuguese(trial);

// The modal is its own chunk: the prerendered landing page stays light until someone asks for it.
const loadModal = () => import("./trial-modal");
const TrialModal = lazy(loadModal);

/**
 * The landing page's free-trial button (spec section 2). The first click sets the trial-started
 * flag, which loads the modal; it stays mounted afterwards, so reopening it is instant.
 */
export function TrialLauncher({
  className = "",
  ...data
}: { className?: string } & { [attribute: `data-${string}`]: string }) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...data}
        variant="accent"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          track.lead();
          setStarted(true);
          setOpen(true);
        }}
      >
        {t("trial.cta")}
      </Button>
      {started ? (
        // The hero centres its text; the dialog reads better left-aligned.
        <div className="text-left">
          <Suspense fallback={null}>
            <TrialModal open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
