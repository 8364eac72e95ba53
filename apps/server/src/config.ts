import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Env, envSchema } from "./config-env";

const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/build/client", import.meta.url));

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
