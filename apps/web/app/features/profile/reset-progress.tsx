import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog, DialogActions } from "../../components/ui/dialog";
import { toasts } from "../../lib/toasts";
import { resetProgress } from "./profile-api";

/** Spec section 4, progress reset: confirm, then confirm again, then success or error. */
type Step = "closed" | "confirm" | "final";

export function ResetProgress() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>("closed");
  // Quiet: a failure gets this dialog's own message rather than the server's.
  const reset = useMutation({
    mutationFn: resetProgress,
    meta: { quiet: true },
    onSuccess: (message) => toasts.add({ type: "success", message }),
    onError: () => toasts.add({ type: "error", message: t("profile.reset.failed") }),
    onSettled: () => setStep("closed"),
  });
  const working = reset.isPending;
  const close = () => {
    if (!working) setStep("closed");
  };

  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        onClick={() => setStep("confirm")}
      >
        {t("profile.reset.button")}
      </Button>
      <Dialog
        open={step !== "closed"}
        onClose={close}
        stepKey={step === "confirm" ? "confirm" : "final"}
        title={step === "confirm" ? t("profile.reset.confirmTitle") : t("profile.reset.finalTitle")}
        tone={step === "confirm" ? "default" : "danger"}
      >
        <p className="text-slate-700">
          {step === "confirm" ? t("profile.reset.confirmBody") : t("profile.reset.finalBody")}
        </p>
        <DialogActions>
          <Button variant="secondary" onClick={close} disabled={working}>
            {t("profile.cancel")}
          </Button>
          {step === "confirm" ? (
            <Button onClick={() => setStep("final")}>{t("profile.continue")}</Button>
          ) : (
            <Button variant="danger" onClick={() => reset.mutate()} disabled={working}>
              {working ? t("profile.reset.working") : t("profile.reset.confirm")}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
