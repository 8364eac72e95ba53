import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A learner. The e-mail is stored normalized (trimmed, lower case). */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text(),
    /** The Google account's stable subject id, once linked. */
    googleSubject: text(),
    locale: text().notNull().default("pt"),
    hasCompletedTrial: boolean().notNull().default(false),
    /** The day of the learner's real exam, if they gave it: the study plan counts down to it. */
    examDate: date({ mode: "string" }),
    /**
     * Raised in the transaction of every write that changes what the coach shows this learner
     * (coachInputsChanged): a kept dashboard computed at an older version is never served.
     */
    coachVersion: integer().notNull().default(0),
    /**
     * The coachVersion up to which the stored review state has folded the learner's answer sets
     * (null: never). While it differs, the next reader of the state folds the rest first.
     */
    coachFoldedVersion: integer(),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
  ],
);

/** Opaque bearer tokens: only a SHA-256 of the token is kept. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    remember: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_key").on(t.tokenHash),
    index("auth_tokens_user_idx").on(t.userId),
  ],
);

/** Single-use password reset links (hash of the token, 60-minute validity). */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("password_resets_hash_key").on(t.tokenHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/**
 * A learner's request to change their e-mail: the new address and a single-use link (hash of its
 * token, 60-minute validity) mailed to it. The address changes only when that link is opened.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("email_changes_hash_key").on(t.tokenHash),
    index("email_changes_user_idx").on(t.userId),
  ],
);

/**
 * Access passes. One row per grant or purchase; the learner's access is the latest expiry among
 * rows that are not revoked. Renewing starts from the later of now and the current expiry.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text().notNull(),
    /** Who created it: "operator" (CLI), "payment" (a card payment). */
    source: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_user_expiry_idx").on(t.userId, t.expiresAt)],
);

/**
 * Mails waiting to be sent. Requests only enqueue (so a password-reset answer takes the same time
 * whether or not the address has an account); a worker sends them and marks them sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.sendAfter).where(sql`${t.sentAt} is null`)],
);

/** Google sign-in attempts in flight: state (hashed) with its PKCE verifier, for 10 minutes. */
export const oauthStates = pgTable("oauth_states", {
  stateHash: text().primaryKey(),
  codeVerifier: text().notNull(),
  redirectTo: text(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
