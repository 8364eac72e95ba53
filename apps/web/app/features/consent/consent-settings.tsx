import type { ConsentPreferences } from "@cc/domain/consent/record";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog, DialogActions } from "../../components/ui/dialog";
import { consent } from "../../lib/consent";

const NONE: ConsentPreferences = { analytics: false, marketing: false };

/** The "customize" dialog: essential always on, analytics and marketing as the visitor chooses. */
export function ConsentSettings({
  open,
  current,
}: {
  open: boolean;
  current: ConsentPreferences | null;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentPreferences>(current ?? NONE);
  // Each opening starts from what is stored now (another tab may have changed it). Set while
  // rendering, not in an effect, so the dialog never paints a frame with the previous choice.
  const [shown, setShown] = useState({ open, current });
  if (shown.open !== open || shown.current !== current) {
    setShown({ open, current });
    if (open) setChoice(current ?? NONE);
  }

  return (
    <Dialog open={open} onClose={consent.closeSettings} title={t("consent.settingsTitle")}>
      <p className="text-sm text-slate-700">{t("consent.settingsIntro")}</p>
      <div className="mt-4 space-y-3">
        <Purpose
          label={t("consent.essential")}
          hint={t("consent.essentialHint")}
          checked
          disabled
        />
        <Purpose
          label={t("consent.analytics")}
          hint={t("consent.analyticsHint")}
          checked={choice.analytics}
          onChange={(analytics) => setChoice((c) => ({ ...c, analytics }))}
        />
        <Purpose
          label={t("consent.marketing")}
          hint={t("consent.marketingHint")}
          checked={choice.marketing}
          onChange={(marketing) => setChoice((c) => ({ ...c, marketing }))}
        />
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={consent.closeSettings}>
          {t("consent.cancel")}
        </Button>
        <Button onClick={() => consent.choose(choice)}>{t("consent.save")}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Purpose(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-600"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange?.(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
