import type { Catalogue } from "../../catalogue";

export const payments: Pick<Catalogue, "payments"> = {
  payments: {
    productName: "{{days}}-day pass — Código Certo",
    validation: {
      plan: "Choose one of the passes on offer.",
      idempotencyKey: "Invalid request. Reload the page and try again.",
      nif: "Enter a valid Portuguese tax number (9 digits) or leave the field empty.",
    },
    errors: {
      notConfigured: "Payments are not available at the moment. Please try later.",
      processing: "An error occurred while processing your payment. Please try again.",
      checkFailed: "Unable to check payment status. Please try again.",
      badSignature: "Invalid webhook signature.",
      notRefundable:
        "This payment can no longer be refunded (the 14 days are over, a refund was already requested, or it was not paid).",
    },
    subscription: {
      title: "Access passes",
      intro:
        "A pass gives full access for the number of days you choose, counted from the moment your payment is confirmed. It does not renew automatically.",
      statusActive: "Your access is active until {{date}}.",
      daysLeft: "Days left: {{days}}",
      statusExpired: "Your access ended on {{date}}.",
      statusNone: "You do not have a pass yet.",
      methods: "Pay by card, MB WAY or Multibanco reference.",
    },
    plans: {
      heading: "Choose your pass",
      days: "{{days}} days",
      mostPopular: "Most popular",
      vat: "VAT included",
      buy: "Buy the {{days}}-day pass",
      renew: "Add {{days}} days",
      renewNote: "The new days start when the access you still have ends: you lose none.",
      opening: "Opening the payment…",
    },
    nif: {
      label: "Tax number (NIF) for the invoice (optional)",
      hint: "If you want the invoice to carry your Portuguese tax number.",
    },
    includes: {
      title: "What a pass includes",
      exams: "Full mock exams like the real one: 30 questions in 30 minutes",
      practice: "Practice by topic and 10-question quick practice",
      weakAreas: "Practice of your weak areas",
      review: "Review of every answer, with its explanation",
    },
    refund: {
      title: "Refund within 14 days",
      promise:
        "Changed your mind? Ask for a refund from your profile within 14 days of paying. We review it in 1-2 business days and the money is back in 3-5 working days.",
      link: "Refund policy",
    },
    trial: {
      text: "Not sure yet? Take the free 30-question test first, with no timer.",
    },
    pending: {
      title: "Payment in progress",
      check: "Check payment status",
      checking: "Checking…",
      continue: "Continue the payment",
    },
    result: {
      plan: "Pass",
      amount: "Amount",
      reference: "Reference",
      accessUntil: "Access until",
      status: {
        pending: "Waiting for confirmation",
        awaiting_payment: "Waiting for the payment",
        paid: "Paid",
        failed: "Declined",
        expired: "Expired",
        refunded: "Refunded",
      },
    },
    approved: {
      title: "Payment approved",
      body: "Your pass is active. Enjoy your studies!",
      startPractising: "Start practising",
      practiceArea: "Go to the practice area",
      refundedTitle: "Payment refunded",
      refundedBody: "This payment was refunded on {{date}} and the pass it bought has ended.",
      ended: "The access this payment bought ended on {{date}}.",
    },
    denied: {
      title: "Access Denied",
      body: "This page shows the result of one of your payments, and we found none for this address.",
      back: "Back to passes",
    },
    checking: {
      title: "Checking your payment",
      body: "We are waiting for the payment provider's confirmation. It usually takes a few seconds.",
    },
    awaiting: {
      multibancoTitle: "Pay with the Multibanco reference",
      multibancoBody:
        "Pay at a cash machine or in your online banking. Your access starts when the money arrives, which can take up to two working days. We have also sent you these details by email.",
      entity: "Entity",
      reference: "Reference",
      expires: "Pay by",
      mbWayTitle: "Approve the payment in MB WAY",
      mbWayBody:
        "Open the MB WAY app on your phone and approve the request. This page updates by itself once it is approved.",
      mbWayLeft_one: "The request lasts about 1 more minute.",
      mbWayLeft_other: "The request lasts about {{count}} more minutes.",
      mbWayLapsed: "The MB WAY request has probably expired.",
      mbWayTimedOut:
        "Nothing was charged for a request that expired. Try again, with MB WAY or another method.",
    },
    declined: {
      title: "Payment not completed",
      body: "Nothing was charged. You can try again, with the same method or another one.",
      failed: "The payment was declined.",
      mbWayFailed: "The MB WAY request was not approved in time, or was refused on the phone.",
      expired: "The time to pay ran out.",
      tryAgain: "Try Again",
      paidInstead: "This payment went through after all.",
      seePass: "See your pass",
      accessErrorTitle: "No payment response",
      accessErrorBody:
        "This page shows the response to one of your payments, and we found none for this address.",
    },
    withdrawal: {
      title: "Right of withdrawal",
      button: "Withdraw from contract here",
      intro: "You paid on {{date}} and may withdraw until {{until}}, with a full refund.",
      reasonLabel: "Reason (optional)",
      confirm: "Confirm withdrawal and ask for a refund",
      cancel: "Cancel",
      requested:
        "Refund request received on {{date}}. We have sent you an acknowledgement by email; we review it in 1-2 business days.",
    },
    mail: {
      greeting: "Hello {{name}},",
      signature: "The Código Certo team",
      planLine: "Pass: {{days}} days",
      amountLine: "Amount: {{amount}} (VAT included)",
      referenceLine: "Reference: {{reference}}",
      paid: {
        subject: "Payment confirmed: your pass is active",
        intro: "Thank you! We have received your payment and your pass is now active.",
        until: "You have full access until {{date}} (mainland Portugal time).",
        action: "See my profile",
        refund:
          "You may withdraw and ask for a refund from your profile within 14 days of paying. The invoice is issued separately.",
      },
      multibanco: {
        subject: "Your Multibanco reference",
        intro:
          "To complete your purchase, pay with these details at a cash machine or in your online banking:",
        entity: "Entity: {{entity}}",
        reference: "Reference: {{reference}}",
        expires: "Pay by: {{date}}",
        after: "Your access starts when the money arrives; we will email you then.",
      },
      refundRequested: {
        subject: "We have received your refund request",
        intro:
          "We received your withdrawal and refund request on {{date}} (mainland Portugal time).",
        next: "We review it in 1-2 business days and the money is returned in 3-5 working days, by the same payment method.",
      },
      refunded: {
        subject: "Refund made",
        intro: "Your refund has been made and your pass has ended.",
        when: "The money arrives in 3-5 working days, by the same payment method.",
      },
    },
    sandbox: {
      title: "Test payment",
      intro:
        "This server has no Stripe account configured: no money is charged. Choose what happens to the payment.",
      approve: "Approve the payment",
      decline: "Decline the card",
      later: "Pay later (Multibanco)",
      waiting:
        "Waiting for the Multibanco reference to be paid (entity {{entity}}, reference {{reference}}).",
      mbWay: "Pay with MB WAY (approve on the phone)",
      waitingMbWay: "Waiting for the MB WAY request to be approved on the phone.",
      expireMbWay: "The MB WAY request expired",
      arrive: "The money arrived",
      expire: "The reference expired",
      over: "This payment is already over.",
      back: "Back to Código Certo",
      unknown: "This test payment does not exist (the server may have restarted).",
    },
  },
};
