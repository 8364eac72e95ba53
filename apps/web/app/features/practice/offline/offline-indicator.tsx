import { useTranslation } from "react-i18next";
import { useOnline } from "./use-online";

/** A line under the top bar while the browser has no connection. */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-indicator"
      className="bg-amber-100 px-3 py-1.5 text-center text-sm font-semibold text-amber-950"
    >
      {t("offline.indicator")} · <span className="font-normal">{t("offline.indicatorHint")}</span>
    </p>
  );
}
