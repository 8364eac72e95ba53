import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path";
import { Section } from "./section";

// Spec section 2, landing 4: each card leads somewhere real (the spec's pages, or the sign library).
const CARDS = [
  {
    to: "/signup",
    title: "landing.featurePracticeTitle",
    body: "landing.featurePracticeBody",
    link: "landing.featurePracticeLink",
  },
  {
    to: "/about",
    title: "landing.featureLanguagesTitle",
    body: "landing.featureLanguagesBody",
    link: "landing.featureLanguagesLink",
  },
  {
    to: "/login",
    title: "landing.featureCoachTitle",
    body: "landing.featureCoachBody",
    link: "landing.featureCoachLink",
  },
  {
    to: "/sinais",
    title: "landing.featureSignsTitle",
    body: "landing.featureSignsBody",
    link: "landing.featureSignsLink",
  },
] as const;

export function FeatureCards() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Section id="landing-features" title={t("landing.featuresTitle")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card) => (
          <li
            key={card.to}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold">{t(card.title)}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-700">{t(card.body)}</p>
            <Link
              to={localized(card.to)}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t(card.link)}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
