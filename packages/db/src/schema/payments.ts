import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { subscriptions, users } from "./accounts";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * One purchase of a pass, from the click on "buy" to paid, failed, expired or refunded. Rows are
 * sales records and outlive the account (the learner becomes null, the e-mail stays for invoicing).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    email: text().notNull(),
    /** The browser's key for one click on "buy": a repeated request finds this row. */
    idempotencyKey: text().notNull(),
    plan: text().notNull(),
    days: integer().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    /** Portuguese tax number for the invoice, when the learner gave one. */
    nif: text(),
    /** "stripe" or "sandbox". */
    provider: text().notNull(),
    providerSessionId: text(),
    providerPaymentId: text(),
    checkoutUrl: text(),
    status: text().notNull().default("pending"),
    method: text(),
    /** Entity, reference, amount and expiry of a Multibanco reference. */
    multibanco: jsonb(),
    /** The access row this payment created: a refund revokes it. */
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: "set null" }),
    accessExpiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    refundRequestedAt: timestamp({ withTimezone: true }),
    refundReason: text(),
    refundedAt: timestamp({ withTimezone: true }),
    providerRefundId: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_user_click_key").on(t.userId, t.idempotencyKey),
    uniqueIndex("payments_provider_session_key").on(t.providerSessionId),
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    index("payments_paid_idx").on(t.paidAt),
  ],
);

/** Provider events already applied: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text().primaryKey(),
  type: text().notNull(),
  providerSessionId: text(),
  receivedAt: createdAt(),
});

/** Who did what to a payment, and when: learners, webhooks, status checks, operators, admins. */
export const paymentLog = pgTable(
  "payment_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** "learner", "webhook", "status-check", "operator", "admin:<email>". */
    actor: text().notNull(),
    action: text().notNull(),
    detail: jsonb(),
    at: createdAt(),
  },
  (t) => [index("payment_log_payment_idx").on(t.paymentId, t.at)],
);

/**
 * The sandbox provider's Checkout Sessions (used only without a Stripe key): kept here so that a
 * restart, or a second server process, does not lose a learner's open checkout. `state` holds the
 * session, its payment intent and refund in Stripe's object shapes.
 */
export const sandboxCheckouts = pgTable("sandbox_checkouts", {
  sessionId: text().primaryKey(),
  /** The creating request's Idempotency-Key: a repeat finds this session. */
  idempotencyKey: text().unique(),
  paymentIntentId: text().unique(),
  state: jsonb().notNull(),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});
