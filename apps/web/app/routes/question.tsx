import { useParams } from "react-router";
import { QuestionStudy } from "../features/practice/question-study";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta(t("practice.study.title"), { noindex: true });

export default function QuestionRoute() {
  const { questionId = "" } = useParams();
  return <QuestionStudy key={questionId} questionId={questionId} />;
}
