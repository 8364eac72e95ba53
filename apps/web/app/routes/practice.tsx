import { PracticeDashboard } from "../features/practice/practice-dashboard";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("practice.title"), { noindex: true });

export default function PracticeRoute() {
  return <PracticeDashboard />;
}
