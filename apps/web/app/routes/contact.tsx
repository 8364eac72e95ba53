import type { MetaFunction } from "react-router";
import { ContactPage } from "../features/legal/contact-page";
import { documentMeta } from "../features/legal/document-meta";
import { contact } from "../features/legal/documents/contact";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta: MetaFunction = ({ location }) => documentMeta(contact, location.pathname);

export const handle = HYDRATE_ON_INTERACTION;

export default function ContactRoute() {
  return <ContactPage />;
}
