import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path";
import { FigureList, figures } from "./figures";
import { LandingCta } from "./landing-cta";
import { Screenshot, screenshots } from "./screenshot";
import type { TrialButton } from "./trial-button";

/**
 * Spec section 2, landing 2: title, subtitle, a real screenshot, the free exam, what you get,
 * figures, refund badge. The screenshot is in the first screen: loaded at once, first.
 */
export function Hero({ TrialButton }: { TrialButton: TrialButton }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const values = [t("landing.valueOriginal"), t("landing.valueExplained"), t("landing.valueCoach")];
  return (
    <section
      id="landing-hero"
      aria-labelledby="landing-hero-title"
      className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-20"
    >
      <div className="mx-auto max-w-4xl text-center">
        <h1
          id="landing-hero-title"
          className="text-balance text-3xl font-extrabold tracking-tight sm:text-5xl"
        >
          {t("landing.heroTitle")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-700">
          {t("landing.heroSubtitle")}
        </p>
        <Screenshot
          picture={screenshots.dashboard.desktop}
          alt={t("landing.screenshotHeroAlt")}
          sizes="(min-width: 56rem) 56rem, calc(100vw - 2rem)"
          priority
          className="mt-8 h-auto w-full rounded-xl border border-slate-200 shadow-lg"
        />
        <div className="mt-8 flex justify-center">
          <LandingCta TrialButton={TrialButton} className="w-full sm:w-auto" />
        </div>
        <h2 className="sr-only">{t("landing.valueTitle")}</h2>
        <ul className="mx-auto mt-8 grid max-w-3xl gap-2 text-left sm:grid-cols-3 sm:gap-4">
          {values.map((value) => (
            <li key={value} className="flex gap-2 text-sm text-slate-800">
              <span aria-hidden="true" className="font-bold text-brand-700">
                ✓
              </span>
              {value}
            </li>
          ))}
        </ul>
        <h2 className="sr-only">{t("landing.figuresTitle")}</h2>
        <FigureList className="mx-auto mt-8 max-w-xl" />
        <Link
          to={localized("/refund")}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <span aria-hidden="true">↩</span>
          {t("landing.refundBadge", { days: figures.refundDays })}
        </Link>
      </div>
    </section>
  );
}
