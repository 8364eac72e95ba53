import type { MetaFunction } from "react-router";
import { documentMeta } from "../features/legal/document-meta";
import { about } from "../features/legal/documents/about";
import { LegalPage } from "../features/legal/legal-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta: MetaFunction = ({ location }) => documentMeta(about, location.pathname);

export const handle = HYDRATE_ON_INTERACTION;

export default function AboutRoute() {
  return <LegalPage document={about} page="about" />;
}
