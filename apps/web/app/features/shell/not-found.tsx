import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/ui/button-link";
import { useLocalizedPath } from "../../lib/use-localized-path";

export function NotFound() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-slate-600">{t("notFound.body")}</p>
      <ButtonLink to={localized("/")}>{t("common.backHome")}</ButtonLink>
    </section>
  );
}
