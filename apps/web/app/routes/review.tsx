import { useParams } from "react-router";
import { ReviewPage } from "../features/sessions/review/review-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("sessions.review.title"), { noindex: true });

export default function ReviewRoute() {
  const { sessionId = "" } = useParams();
  return <ReviewPage key={sessionId} sessionId={sessionId} />;
}
