import { useTranslation } from "react-i18next";
import { ButtonLink } from "../components/ui/button-link";
import { TrialLauncher } from "../features/trial/trial-launcher";
import { useSession } from "../lib/api";

/** The public landing page (prerendered). */
export default function Landing() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-balance text-3xl font-extrabold tracking-tight sm:text-5xl">
          {t("landing.heroTitle")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-700">
          {t("landing.heroSubtitle")}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <TrialLauncher />
          {/* Spec section 2, landing call to action: signed in -> /practice, otherwise /signup. */}
          <ButtonLink to={user ? "/practice" : "/signup"} variant="secondary">
            {t("landing.getStarted")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
