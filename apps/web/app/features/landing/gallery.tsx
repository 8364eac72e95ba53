import { useTranslation } from "react-i18next";
import { Screenshot, screenshots } from "./screenshot";
import { Section } from "./section";

const SHOWN = [
  {
    picture: screenshots.dashboard.phone,
    title: "landing.galleryDashboardTitle",
    body: "landing.galleryDashboardBody",
    alt: "landing.galleryDashboardAlt",
  },
  {
    picture: screenshots.statistics.phone,
    title: "landing.galleryStatisticsTitle",
    body: "landing.galleryStatisticsBody",
    alt: "landing.galleryStatisticsAlt",
  },
  {
    picture: screenshots.exam.phone,
    title: "landing.galleryExamTitle",
    body: "landing.galleryExamBody",
    alt: "landing.galleryExamAlt",
  },
] as const;

/**
 * Spec section 2, landing 5: the practice dashboard, the coach's statistics and the exam screen,
 * as a phone shows them (docs/decisions/0030-landing-true-claims.md).
 */
export function Gallery() {
  const { t } = useTranslation();
  return (
    <Section id="landing-gallery" title={t("landing.galleryTitle")} className="bg-white">
      <ul className="grid gap-10 sm:grid-cols-3 sm:gap-6">
        {SHOWN.map((item) => (
          <li key={item.title}>
            <figure className="mx-auto max-w-72">
              <Screenshot
                picture={item.picture}
                alt={t(item.alt)}
                sizes="18rem"
                className="h-auto w-full rounded-2xl border border-slate-200 shadow-md"
              />
              <figcaption className="mt-4 text-center">
                <span className="block font-semibold">{t(item.title)}</span>
                <span className="mt-1 block text-sm text-slate-700">{t(item.body)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600">
        {t("landing.galleryNote")}
      </p>
    </Section>
  );
}
