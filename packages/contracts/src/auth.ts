import { z } from "zod";
import { NAME_MIN, PASSWORD_MIN } from "./constants";
import { userSchema } from "./user";

/**
 * Sign-in and account forms (spec sections 3 and 5). The browser validates with the same schemas,
 * so the messages under each field are the ones the server would give.
 */
export const email = z
  .string({ error: "auth.validation.emailRequired" })
  .trim()
  .min(1, "auth.validation.emailRequired")
  .max(254, "auth.validation.emailInvalid")
  .pipe(z.email("auth.validation.emailInvalid"));

const password = (min: number, tooShortKey: string) =>
  z
    .string({ error: "auth.validation.passwordRequired" })
    .min(1, "auth.validation.passwordRequired")
    .min(min, tooShortKey)
    // argon2 hashes anything, but a megabyte "password" is an attack, not a password.
    .max(256, "auth.validation.passwordTooLong");

const newPassword = password(PASSWORD_MIN.signup, "auth.validation.passwordMinSignup");

const confirmed = <
  T extends z.ZodObject<{ password: z.ZodType; password_confirmation: z.ZodType }>,
>(
  schema: T,
) =>
  schema.refine((value) => value.password === value.password_confirmation, {
    message: "auth.validation.passwordsMismatch",
    path: ["password_confirmation"],
  });

export const loginSchema = z.object({
  email,
  password: password(PASSWORD_MIN.login, "auth.validation.passwordMinLogin"),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = confirmed(
  z.object({
    name: z
      .string({ error: "auth.validation.nameRequired" })
      .trim()
      .min(1, "auth.validation.nameRequired")
      .min(NAME_MIN, "auth.validation.nameMin")
      .max(100, "auth.validation.nameMax"),
    email,
    password: newPassword,
    password_confirmation: z
      .string({ error: "auth.validation.confirmationRequired" })
      .min(1, "auth.validation.confirmationRequired"),
  }),
);
export type RegisterInput = z.input<typeof registerSchema>;

/** The signup form adds the terms checkbox, which only the browser checks. */
export const signupFormSchema = registerSchema.and(
  z.object({ terms: z.literal(true, { error: "auth.validation.termsRequired" }) }),
);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = confirmed(
  z.object({
    email,
    token: z.string({ error: "auth.validation.tokenInvalid" }).min(1).max(200),
    password: newPassword,
    password_confirmation: z
      .string({ error: "auth.validation.confirmationRequired" })
      .min(1, "auth.validation.confirmationRequired"),
  }),
);

/** What a learner types to confirm deletion, by language (docs/decisions: account pages). */
export const DELETE_CONFIRMATION = { pt: "ELIMINAR", en: "DELETE" } as const;
const DELETE_CONFIRMATION_WORDS = [DELETE_CONFIRMATION.pt, DELETE_CONFIRMATION.en] as const;

export const deleteAccountSchema = z.object({
  /** Google-only accounts have no password: they confirm with the typed word alone. */
  password: z.string().max(256).optional(),
  /** The word is typed in the page's language; either language's word is accepted. */
  confirmation: z.enum(DELETE_CONFIRMATION_WORDS, { error: "auth.validation.deleteConfirmation" }),
  reason: z.string().trim().max(1000).optional(),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** POST /api/login and /api/register answer `{ user, token }` (spec section 7). */
export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answers that only confirm: forgot/reset password, logout, progress reset, deletion. */
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** GET /api/v1/auth/providers: which sign-in buttons the web app shows. */
export const authProvidersSchema = z.object({ data: z.object({ google: z.boolean() }) });

/**
 * Why a Google sign-in failed, as `?error=<code>` on the web route /vue/auth/google/callback
 * (success carries `?token=...` and, when the sign-in started with one, `&redirect=...`).
 */
export const GOOGLE_SIGN_IN_ERRORS = [
  "access_denied", // the learner declined on Google's consent screen
  "invalid_state", // unknown, expired or already used sign-in attempt (e.g. a tampered link)
  "email_unverified", // Google did not vouch for the e-mail address
  "account_conflict", // the e-mail belongs to an account linked to another Google account
  "provider_error", // Google answered with an error or could not be reached
] as const;
export type GoogleSignInError = (typeof GOOGLE_SIGN_IN_ERRORS)[number];

/** Accounts are keyed by the address as typed, trimmed and in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
