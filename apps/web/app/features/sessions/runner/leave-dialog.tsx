import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogActions } from "../../../components/ui/dialog";

/**
 * Asks before leaving a session (the exit button, or a link away). Memoised, with stable
 * callbacks from the runner: a move between questions does not render it again (decision 0044).
 */
export const LeaveDialog = memo(function LeaveDialog({
  open,
  leaving,
  onStay,
  onLeave,
}: {
  open: boolean;
  /** The exit is being saved: neither choice can be taken back now. */
  leaving: boolean;
  onStay(): void;
  onLeave(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!leaving) onStay();
      }}
      title={t("sessions.runner.leaveTitle")}
      tone="danger"
    >
      <p className="text-slate-700">{t("sessions.runner.leaveBody")}</p>
      <DialogActions>
        <Button variant="secondary" data-autofocus disabled={leaving} onClick={onStay}>
          {t("sessions.runner.stay")}
        </Button>
        <Button variant="danger" disabled={leaving} onClick={onLeave}>
          {leaving ? t("sessions.runner.leaving") : t("sessions.runner.leave")}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
