import type { MetaFunction } from "react-router";
import { ContactPage } from "../features/legal/contact-page";
import { documentMeta } from "../features/legal/document-meta";
import { contact } from "../features/legal/documents/contact";

export const meta: MetaFunction = ({ location }) => documentMeta(contact, location.pathname);

export default function ContactRoute() {
  return <ContactPage />;
}
