import { ContactPage } from "../features/legal/contact-page";
import { documentMeta } from "../features/legal/document-meta";
import { contact } from "../features/legal/documents/contact";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const meta = () => documentMeta(contact);

export const handle = HYDRATE_ON_INTERACTION;

export default function ContactRoute() {
  return <ContactPage />;
}
