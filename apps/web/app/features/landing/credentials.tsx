import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path";
import { FigureList } from "./figures";
import { Section } from "./section";

/**
 * Spec section 2, landing 11: in place of badges and ratings, the figures anyone can check
 * against the product itself (docs/decisions/0030-landing-true-claims.md).
 */
export function Credentials() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Section id="landing-credentials" title={t("landing.credentialsTitle")}>
      <p className="mx-auto max-w-2xl text-center text-slate-700">{t("landing.credentialsBody")}</p>
      <FigureList className="mx-auto mt-6 max-w-xl" />
      <p className="mt-4 text-center">
        <Link
          to={localized("/sinais")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("landing.credentialsSignsLink")}
        </Link>
      </p>
    </Section>
  );
}
