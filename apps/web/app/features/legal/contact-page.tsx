import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ContactForm } from "./contact-form";
import { contact } from "./documents/contact";
import { legalQueries } from "./legal-api";
import { LegalPage } from "./legal-page";

/** /contact: how to reach support (e-mail, phone, hours, reply time) and the contact form. */
export function ContactPage() {
  const { t } = useTranslation();
  const operator = useQuery(legalQueries.operator());
  return (
    <LegalPage document={contact} page="contact">
      <p className="mt-6 text-slate-800">{t("site.contact.intro")}</p>
      <section aria-labelledby="hours-title" className="mt-6">
        <h2 id="hours-title" className="text-xl font-bold">
          {t("site.contact.hoursTitle")}
        </h2>
        <p className="mt-2">{t("site.contact.hours")}</p>
        <p className="mt-1">{t("site.contact.replyTime")}</p>
        {operator.data ? (
          <p className="mt-2">
            <a className="text-brand-700 underline" href={`mailto:${operator.data.email}`}>
              {operator.data.email}
            </a>{" "}
            · {operator.data.phone}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="form-title" className="mt-8">
        <h2 id="form-title" className="text-xl font-bold">
          {t("site.contact.formTitle")}
        </h2>
        <ContactForm />
      </section>
    </LegalPage>
  );
}
