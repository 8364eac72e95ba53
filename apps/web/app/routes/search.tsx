import { type MetaFunction, useLocation } from "react-router";
import { SearchPage } from "../features/search/search-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";
import { pageAt, pageT, publicPageMeta } from "../lib/page-meta";

export const handle = HYDRATE_ON_INTERACTION;

export const meta: MetaFunction = ({ location }) => {
  const fixed = pageT(pageAt(location.pathname).locale);
  return publicPageMeta(location.pathname, {
    title: fixed("search.title"),
    description: fixed("search.metaDescription"),
  });
};

export default function SearchRoute() {
  return <SearchPage locale={pageAt(useLocation().pathname).locale} />;
}
