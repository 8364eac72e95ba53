import type { Catalogue } from "../../catalogue";

export const site: Pick<Catalogue, "site"> = {
  site: {
    breadcrumb: "Breadcrumb",
    home: "Home",
    lastReviewed: "Last reviewed: {{date}}",
    complaintsBook: "Complaints Book (Livro de Reclamações)",
    operator: {
      title: "Who provides the service",
      name: "Entity",
      taxId: "Tax number (NIF)",
      address: "Address",
      email: "Email",
      phone: "Phone",
      placeholder:
        "Development data: the operator has not configured its legal identity yet (OPERATOR_* variables).",
      loading: "Loading the operator's details…",
      unavailable: "The operator's details could not be loaded. Please try again later.",
    },
    contact: {
      intro:
        "A question about the platform, your access or a payment? Write to us: we reply within 24 hours on working days.",
      hoursTitle: "Support hours",
      hours: "Monday to Friday, 9:00 to 18:00 (Lisbon time).",
      replyTime: "We answer every message within 24 working hours.",
      formTitle: "Send a message",
      name: "Name",
      email: "Email",
      subject: "Subject (optional)",
      message: "Message",
      website: "Leave this field empty",
      submit: "Send message",
      submitting: "Sending…",
      errorHeading: "The message could not be sent",
      sent: "Message sent. We have emailed you a copy and will reply within 24 working hours.",
      sendAnother: "Send another message",
      validation: {
        nameRequired: "Please give your name (at least 2 characters)",
        nameTooLong: "The name can be up to 100 characters",
        subjectTooLong: "The subject can be up to 150 characters",
        messageRequired: "Please write your message",
        messageTooShort: "The message must be at least 10 characters",
        messageTooLong: "The message can be up to 5000 characters",
      },
    },
    contactMail: {
      supportSubject: "Website contact: {{subject}}",
      supportGreeting: "A new message arrived through the contact form.",
      from: "From: {{name}} <{{email}}>",
      supportSignature: "Reply straight to the sender's address.",
      noSubject: "no subject",
      copySubject: "We have received your message",
      copyIntro:
        "Thank you for contacting us. This is a copy of the message you sent; we will reply within 24 working hours.",
      copyNotYou: "If you did not send this message, you can ignore this email.",
    },
  },
};
