import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { toasts } from "../../lib/toasts";
import { downloadExport } from "./profile-api";

/** "Download my data" (GDPR access and portability): the export saved as a JSON file. */
export function DataExport() {
  const { t } = useTranslation();
  // Quiet: the button's own message rather than the generic one.
  const download = useMutation({
    mutationFn: downloadExport,
    meta: { quiet: true },
    onError: () => toasts.add({ type: "error", message: t("profile.dataExport.failed") }),
  });
  return (
    <Button
      variant="secondary"
      className="mt-4 w-full sm:w-auto"
      onClick={() => download.mutate()}
      disabled={download.isPending}
    >
      {download.isPending ? t("profile.dataExport.working") : t("profile.dataExport.button")}
    </Button>
  );
}
