import type { LegalDocument } from "./document";

/** The contact page's title and description; its body is the details and the form. */
export const contact: LegalDocument = {
  reviewed: "2026-11-25",
  text: {
    pt: {
      title: "Contacto",
      description:
        "Fale connosco por email, telefone ou pelo formulário: segunda a sexta, das 9:00 às 18:00, resposta em até 24 horas úteis.",
      sections: [],
    },
    en: {
      title: "Contact",
      description:
        "Reach us by email, phone or the form: Monday to Friday, 9:00 to 18:00 Lisbon time, with a reply within 24 working hours.",
      sections: [],
    },
  },
};
