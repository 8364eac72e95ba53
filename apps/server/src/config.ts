import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(", ")}` });
const nonEmpty = z.string({ error: "must be set" }).min(1, "must not be empty");
const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/build/client", import.meta.url));

const port = z.coerce
  .number({ error: "must be a whole number between 0 and 65535" })
  .int("must be a whole number between 0 and 65535")
  .min(0, "must be a whole number between 0 and 65535")
  .max(65535, "must be a whole number between 0 and 65535");

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
const envSchema = z
  .object({
    NODE_ENV: oneOf(["development", "production", "test"]).default("development"),
    HOST: nonEmpty.default("localhost"),
    PORT: port.default(3000),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, url(["http", "https"]).optional()),
    DATA_DIR: nonEmpty.default(".data"),
    DATABASE_URL: z.preprocess(emptyAsUndefined, url(["postgres", "postgresql"]).optional()),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "must be a whole number between 1 and 200" })
      .int("must be a whole number between 1 and 200")
      .min(1, "must be a whole number between 1 and 200")
      .max(200, "must be a whole number between 1 and 200")
      .default(10),
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

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  host: string;
  port: number;
  /** The address learners reach us at: links in mails, sitemap, OAuth redirects. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Default budget of every route without its own: requests a minute per learner or address. */
  rateLimitPerMinute: number;
  /** Port of the Prometheus metrics (`/metrics`), apart from the public one; unset: not served. */
  metricsPort: number | undefined;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  /** The built web app; absent (e.g. in API tests) means only the API is served. */
  webRoot: string | undefined;
  /** Without `smtpUrl`, mails are written under `<dataDir>/mail` and their links logged. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Google sign-in; undefined when no client is configured (the button is then hidden). */
  google: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Advertising trackers, off unless configured; the browser asks for consent first. */
  tracking: {
    pixel: { id: string; scriptUrl: string } | undefined;
    ads: { conversionId: string; measurementId: string; scriptUrl: string } | undefined;
  };
  /**
   * Who runs the service (legal pages, contact form recipient). Unset values fall back to clearly
   * marked development defaults, and `placeholder` says so.
   */
  operator: {
    name: string;
    taxId: string;
    address: string;
    email: string;
    phone: string;
    placeholder: boolean;
  };
  /** Normalized (lower-case) addresses that hold the admin_manage permission. */
  adminEmails: readonly string[];
  /** Lifetime of a bearer token: standard, and when "remember me" was ticked. */
  tokenTtlMs: { standard: number; remember: number };
  /**
   * How long a process trusts a token it has looked up; changes made by another process (an
   * operator command, another server) reach it within this time. 0 looks up every request.
   */
  tokenCacheSeconds: number;
  /**
   * How often (at most) a process looks for a changed question bank to refresh its in-memory
   * copy; 0 looks at every session start.
   */
  bankRefreshSeconds: number;
  /**
   * Payments: Stripe when a key is set; otherwise the local sandbox, except in production, where
   * a sandbox would give passes away, so selling is then off.
   */
  payments: {
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined;
    sandbox: boolean;
  };
  /** Support's address: contact-form messages and refund requests go there. */
  supportEmail: string;
}

/** A setting is wrong: the message names the variable and says what it must be. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const DEVELOPMENT_MARK = "(development default)";

/** The operator's identity, each unset part replaced by a marked development default. */
function operatorFrom(env: Env, publicUrl: string): Config["operator"] {
  const host = new URL(publicUrl).hostname;
  const given = [
    env.OPERATOR_NAME,
    env.OPERATOR_TAX_ID,
    env.OPERATOR_ADDRESS,
    env.OPERATOR_EMAIL,
    env.OPERATOR_PHONE,
  ];
  return {
    name: env.OPERATOR_NAME ?? `Código Certo ${DEVELOPMENT_MARK}`,
    taxId: env.OPERATOR_TAX_ID ?? `000000000 ${DEVELOPMENT_MARK}`,
    address: env.OPERATOR_ADDRESS ?? `Lisboa, Portugal ${DEVELOPMENT_MARK}`,
    email: env.OPERATOR_EMAIL ?? `suporte@${host}`,
    phone: env.OPERATOR_PHONE ?? `+351 000 000 000 ${DEVELOPMENT_MARK}`,
    placeholder: given.some((value) => value === undefined),
  };
}

/** The address this process listens on, as a browser would write it (any-interface: localhost). */
function listenUrl(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = source[name];
        return `${name} ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`;
      }),
    );
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? listenUrl(env.HOST, env.PORT)).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    metricsPort: env.METRICS_PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webRoot: resolve(env.WEB_ROOT ?? DEFAULT_WEB_ROOT),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Código Certo <no-reply@${new URL(publicUrl).hostname}>`,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            issuer: env.GOOGLE_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    operator: operatorFrom(env, publicUrl),
    adminEmails: env.ADMIN_EMAILS,
    tracking: {
      pixel: env.META_PIXEL_ID
        ? { id: env.META_PIXEL_ID, scriptUrl: env.META_PIXEL_SCRIPT_URL }
        : undefined,
      ads:
        env.GOOGLE_ADS_CONVERSION_ID && env.GOOGLE_ADS_MEASUREMENT_ID
          ? {
              conversionId: env.GOOGLE_ADS_CONVERSION_ID,
              measurementId: env.GOOGLE_ADS_MEASUREMENT_ID,
              scriptUrl: env.GOOGLE_TAG_SCRIPT_URL,
            }
          : undefined,
    },
    tokenTtlMs: {
      standard: env.TOKEN_TTL_HOURS * 3_600_000,
      remember: env.REMEMBER_TOKEN_TTL_DAYS * 86_400_000,
    },
    tokenCacheSeconds: env.TOKEN_CACHE_SECONDS,
    bankRefreshSeconds: env.BANK_REFRESH_SECONDS,
    payments: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiUrl: env.STRIPE_API_URL,
            }
          : undefined,
      sandbox: !env.STRIPE_SECRET_KEY && env.NODE_ENV !== "production",
    },
    supportEmail:
      env.SUPPORT_EMAIL ?? env.OPERATOR_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
  };
}
