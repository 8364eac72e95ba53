import { StatisticsPage } from "../features/coach/statistics-page";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("coach.statistics.title"), { noindex: true });

export default function StatisticsRoute() {
  return <StatisticsPage />;
}
