import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { legalQueries } from "./legal-api";

/** Who provides the service, as the operator configured it (legal identity on every legal page). */
export function OperatorDetails() {
  const { t } = useTranslation();
  const operator = useQuery(legalQueries.operator());
  return (
    <section
      aria-labelledby="operator-title"
      className="mt-10 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="operator-title" className="text-lg font-bold">
        {t("site.operator.title")}
      </h2>
      {operator.data ? (
        <>
          {operator.data.placeholder ? (
            <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              {t("site.operator.placeholder")}
            </p>
          ) : null}
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t("site.operator.name")}</dt>
            <dd>{operator.data.name}</dd>
            <dt className="font-semibold">{t("site.operator.taxId")}</dt>
            <dd>{operator.data.tax_id}</dd>
            <dt className="font-semibold">{t("site.operator.address")}</dt>
            <dd>{operator.data.address}</dd>
            <dt className="font-semibold">{t("site.operator.email")}</dt>
            <dd>
              <a className="text-brand-700 underline" href={`mailto:${operator.data.email}`}>
                {operator.data.email}
              </a>
            </dd>
            <dt className="font-semibold">{t("site.operator.phone")}</dt>
            <dd>{operator.data.phone}</dd>
          </dl>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600" role={operator.isError ? "alert" : undefined}>
          {operator.isError ? t("site.operator.unavailable") : t("site.operator.loading")}
        </p>
      )}
    </section>
  );
}
