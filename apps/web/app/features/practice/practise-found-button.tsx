import { FOUND_PRACTICE_MAX } from "@cc/contracts/sessions";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { track } from "../../lib/tracking/events";
import { type QuestionFilters, startFoundPractice } from "./practice-api";
import { sessionPage } from "./practice-setup-model";

/**
 * "Practise these": starts a practice of the questions found (the first 30 of the list, however
 * far the learner paged) and opens it. A failure gets the standard reaction (a toast).
 */
export function PractiseFoundButton({
  filters,
  total,
}: {
  filters: QuestionFilters;
  total: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startFoundPractice(filters),
    onSuccess: (started) => {
      track.practiceStart("quickPractice");
      void navigate(sessionPage("quickPractice", started.session_id), { state: { started } });
    },
  });
  if (total === 0) return null;
  return (
    <Button
      size="compact"
      onClick={() => start.mutate()}
      disabled={start.isPending}
      data-testid="practise-found"
    >
      {t("practice.browser.practiseThese", { count: Math.min(total, FOUND_PRACTICE_MAX) })}
    </Button>
  );
}
