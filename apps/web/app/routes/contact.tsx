import { ContactPage } from "../features/legal/contact-page";
import { documentMeta } from "../features/legal/document-meta";
import { contact } from "../features/legal/documents/contact";

export const meta = () => documentMeta(contact);

export default function ContactRoute() {
  return <ContactPage />;
}
