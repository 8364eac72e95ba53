import { z } from "zod";

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(", ")}` });
const nonEmpty = z.string({ error: "must be set" }).min(1, "must not be empty");

const url = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(", ")})` })
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}:`)),
      `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    );

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number between ${min} and ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const port = wholeNumber(0, 65535);

const emailList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })));

/**
 * Every setting of the application, read from the environment once at startup. The README's
 * configuration table lists the same variables; keep both in step.
 */
export const envSchema = z
  .object({
    NODE_ENV: oneOf(["development", "production", "test"]).default("development"),
    HOST: nonEmpty.default("localhost"),
    PORT: port.default(3000),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, url(["http", "https"]).optional()),
    DATA_DIR: nonEmpty.default(".data"),
    DATABASE_URL: z.preprocess(emptyAsUndefined, url(["postgres", "postgresql"]).optional()),
    DATABASE_POOL_SIZE: wholeNumber(1, 200).default(10),
    REDIS_URL: z.preprocess(emptyAsUndefined, url(["redis", "rediss"]).optional()),
    RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000).default(600),
    METRICS_PORT: z.preprocess(emptyAsUndefined, port.optional()),
    LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default(
      "info",
    ),
    TRUST_PROXY: oneOf(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    WEB_ROOT: nonEmpty.optional(),
    SMTP_URL: z.preprocess(emptyAsUndefined, url(["smtp", "smtps"]).optional()),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/@/, "must be an address, e.g. Código Certo <no-reply@example.pt>")
        .optional(),
    ),
    GOOGLE_ISSUER: z.preprocess(
      emptyAsUndefined,
      url(["https", "http"]).default("https://accounts.google.com"),
    ),
    GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, nonEmpty.optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, nonEmpty.optional()),
    ADMIN_EMAILS: emailList,
    OPERATOR_NAME: z.preprocess(emptyAsUndefined, nonEmpty.optional()),
    OPERATOR_TAX_ID: z.preprocess(emptyAsUndefined, nonEmpty.optional()),
    OPERATOR_ADDRESS: z.preprocess(emptyAsUndefined, nonEmpty.optional()),
    OPERATOR_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.email({ error: "must be an e-mail address" }).optional(),
    ),
    OPERATOR_PHONE: z.preprocess(emptyAsUndefined, nonEmpty.optional()),
    META_PIXEL_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d{5,20}$/, "must be the pixel's numeric id")
        .optional(),
    ),
    META_PIXEL_SCRIPT_URL: url(["https", "http"]).default(
      "https://connect.facebook.net/en_US/fbevents.js",
    ),
    GOOGLE_ADS_CONVERSION_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^AW-[\w-]+$/, "must start with AW-")
        .optional(),
    ),
    GOOGLE_ADS_MEASUREMENT_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^G-[\w-]+$/, "must start with G-")
        .optional(),
    ),
    GOOGLE_TAG_SCRIPT_URL: url(["https", "http"]).default(
      "https://www.googletagmanager.com/gtag/js",
    ),
    TOKEN_TTL_HOURS: wholeNumber(1, 720).default(24),
    REMEMBER_TOKEN_TTL_DAYS: wholeNumber(1, 365).default(30),
    TOKEN_CACHE_SECONDS: wholeNumber(0, 60).default(5),
    BANK_REFRESH_SECONDS: wholeNumber(0, 3600).default(5),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)")
        .optional(),
    ),
    STRIPE_API_URL: z.preprocess(
      emptyAsUndefined,
      url(["https", "http"]).default("https://api.stripe.com"),
    ),
    SUPPORT_EMAIL: z.preprocess(
      emptyAsUndefined,
      z.email({ error: "must be an e-mail address" }).optional(),
    ),
  })
  .superRefine((env, context) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)",
      });
    }
    // Half a Google configuration is a mistake, not "Google off".
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set together with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
      });
    }
    // The ad tag needs both ids (spec section 5); one alone cannot measure anything.
    if (Boolean(env.GOOGLE_ADS_CONVERSION_ID) !== Boolean(env.GOOGLE_ADS_MEASUREMENT_ID)) {
      const missing = env.GOOGLE_ADS_CONVERSION_ID
        ? "GOOGLE_ADS_MEASUREMENT_ID"
        : "GOOGLE_ADS_CONVERSION_ID";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set together with GOOGLE_ADS_CONVERSION_ID and GOOGLE_ADS_MEASUREMENT_ID",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
