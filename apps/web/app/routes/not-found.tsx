import { NotFound } from "../features/shell/not-found";
import { t } from "../lib/i18n";

export const meta = () => [
  { title: `${t("notFound.title")} · ${t("app.name")}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
