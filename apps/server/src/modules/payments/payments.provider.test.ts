import { isValidNif } from "@cc/contracts/payments";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { readCheckoutSession } from "./payments.provider";

const session = (fields: object, intent: object | null = null) =>
  ({
    id: "cs_test_1",
    client_reference_id: "pay-1",
    amount_total: 800,
    status: "complete",
    payment_status: "unpaid",
    payment_intent: intent ? { id: "pi_1", payment_method: { type: "card" }, ...intent } : null,
    ...fields,
  }) as unknown as Stripe.Checkout.Session;

describe("readCheckoutSession", () => {
  it("reads paid, open, awaiting, failed and expired sessions", () => {
    const outcome = (fields: object, intent: object | null = null) =>
      readCheckoutSession(session(fields, intent)).outcome;
    expect(outcome({ payment_status: "paid" }, { status: "succeeded" })).toBe("paid");
    expect(outcome({ status: "open" })).toBe("open");
    expect(outcome({}, { status: "requires_action" })).toBe("awaiting_payment");
    expect(outcome({}, { status: "processing" })).toBe("awaiting_payment");
    expect(outcome({}, { status: "requires_payment_method" })).toBe("failed");
    // A Multibanco reference left unpaid: the intent no longer shows it, the method says it.
    const unpaidReference = { status: "requires_payment_method", next_action: null };
    const multibanco = { type: "multibanco" };
    expect(outcome({}, { ...unpaidReference, payment_method: multibanco })).toBe("expired");
    expect(outcome({}, { ...unpaidReference, payment_method: { type: "mb_way" } })).toBe("failed");
    expect(outcome({ status: "expired" })).toBe("expired");
    expect(outcome({ status: "expired" }, { last_payment_error: { code: "card_declined" } })).toBe(
      "failed",
    );
  });

  it("reads the method, the payment intent and a Multibanco reference", () => {
    const view = readCheckoutSession(
      session(
        {},
        {
          status: "requires_action",
          payment_method: { type: "multibanco" },
          next_action: {
            multibanco_display_details: {
              entity: "11249",
              reference: "123456789",
              expires_at: 1_900_000_000,
            },
          },
        },
      ),
    );
    expect(view).toMatchObject({
      paymentId: "pay-1",
      paymentIntentId: "pi_1",
      method: "multibanco",
      multibanco: {
        entity: "11249",
        reference: "123456789",
        amount_cents: 800,
        expires_at: new Date(1_900_000_000_000).toISOString(),
      },
    });
  });
});

describe("isValidNif", () => {
  it("checks nine digits and the mod-11 check digit", () => {
    expect(isValidNif("123456789")).toBe(true);
    expect(isValidNif("501964843")).toBe(true);
    expect(isValidNif("123456788")).toBe(false);
    expect(isValidNif("12345678")).toBe(false);
    expect(isValidNif("023456789")).toBe(false);
  });
});
