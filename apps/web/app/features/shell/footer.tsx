import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { consent } from "../../lib/consent";
import { useLocalizedPath } from "../../lib/use-localized-path";

// Portuguese addresses; each link goes to the version in the language shown.
const LINKS = [
  ["/sinais", "footer.signs"],
  ["/search", "footer.search"],
  ["/about", "footer.about"],
  ["/contact", "footer.contact"],
  ["/terms", "footer.terms"],
  ["/privacy", "footer.privacy"],
  ["/refund", "footer.refund"],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-slate-600">
        <nav aria-label={t("app.name")} className="flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map(([to, key]) => (
            <Link key={to} to={localized(to)} className="hover:text-slate-900 hover:underline">
              {t(key)}
            </Link>
          ))}
          <button
            type="button"
            onClick={consent.openSettings}
            className="hover:text-slate-900 hover:underline"
          >
            {t("consent.footerLink")}
          </button>
        </nav>
        <p className="mt-4">
          <a
            href="https://www.livroreclamacoes.pt/"
            className="font-semibold hover:text-slate-900 hover:underline"
            rel="noopener"
          >
            {t("site.complaintsBook")}
          </a>
        </p>
        <p className="mt-4">{t("footer.disclaimer")}</p>
        <p className="mt-2">
          © {t("app.name")}. {t("footer.rights")}
        </p>
      </div>
    </footer>
  );
}
