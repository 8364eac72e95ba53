import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults: embedded database, port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it("derives the public address from HOST and PORT when PUBLIC_URL is unset", () => {
    expect(loadConfig({ HOST: "app.internal", PORT: "8080" }).publicUrl).toBe(
      "http://app.internal:8080",
    );
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "3000" }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ HOST: "::1", PORT: "3000" }).publicUrl).toBe("http://[::1]:3000");
  });

  it("reads every variable and trims the public address", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://codigocerto.pt/",
      DATABASE_URL: "postgres://u@db:5432/app",
      REDIS_URL: "redis://cache:6379",
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      publicUrl: "https://codigocerto.pt",
      databaseUrl: "postgres://u@db:5432/app",
      redisUrl: "redis://cache:6379",
      trustProxy: true,
      logLevel: "warn",
    });
  });

  it("sells through Stripe with a key, the sandbox without one, and nothing in production without one", () => {
    expect(loadConfig({}).payments).toEqual({ stripe: undefined, sandbox: true });
    expect(loadConfig({}).supportEmail).toBe("support@localhost");
    expect(loadConfig({ OPERATOR_EMAIL: "ola@codigocerto.pt" }).supportEmail).toBe(
      "ola@codigocerto.pt",
    );
    expect(loadConfig({ NODE_ENV: "production" }).payments.sandbox).toBe(false);
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_xyz",
      SUPPORT_EMAIL: "help@codigocerto.pt",
      OPERATOR_EMAIL: "ola@codigocerto.pt",
    });
    expect(config.supportEmail).toBe("help@codigocerto.pt");
    expect(config.payments).toEqual({
      stripe: {
        secretKey: "sk_test_abc123",
        webhookSecret: "whsec_xyz",
        apiUrl: "https://api.stripe.com",
      },
      sandbox: false,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_live_abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
  });

  it("names each bad variable with what it must be and what it got", () => {
    const attempt = () =>
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", TRUST_PROXY: "yes" });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT must be a whole number between 0 and 65535 (got "abc")');
    expect(message).toContain("DATABASE_URL must start with postgres:// or postgresql://");
    expect(message).toContain(
      "LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent",
    );
    expect(message).toContain("TRUST_PROXY must be one of");
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be a whole number/);
  });

  it("reads accounts settings: mail, Google, admins, token lifetimes", () => {
    const defaults = loadConfig({ PUBLIC_URL: "https://codigocerto.pt" });
    expect(defaults).toMatchObject({
      mail: { smtpUrl: undefined, from: "Código Certo <no-reply@codigocerto.pt>" },
      google: undefined,
      adminEmails: [],
      tokenTtlMs: { standard: 24 * 3_600_000, remember: 30 * 86_400_000 },
    });
    const config = loadConfig({
      SMTP_URL: "smtps://user:pass@mail.example:465",
      MAIL_FROM: "Código Certo <ola@codigocerto.pt>",
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
      ADMIN_EMAILS: " Ana@Example.com ,rui@example.com,",
      TOKEN_TTL_HOURS: "12",
      REMEMBER_TOKEN_TTL_DAYS: "7",
    });
    expect(config).toMatchObject({
      mail: {
        smtpUrl: "smtps://user:pass@mail.example:465",
        from: "Código Certo <ola@codigocerto.pt>",
      },
      google: {
        issuer: "https://accounts.google.com",
        clientId: "id.apps.googleusercontent.com",
        clientSecret: "secret",
      },
      adminEmails: ["ana@example.com", "rui@example.com"],
      tokenTtlMs: { standard: 12 * 3_600_000, remember: 7 * 86_400_000 },
    });
  });

  it("refuses half a Google configuration and malformed accounts settings", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ADMIN_EMAILS: "ana@example.com, not-an-address" })).toThrow(
      /ADMIN_EMAILS must be a comma-separated list of e-mail addresses/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(
      /SMTP_URL must start with smtp:\/\//,
    );
    expect(() => loadConfig({ TOKEN_TTL_HOURS: "0" })).toThrow(
      /TOKEN_TTL_HOURS must be a whole number between 1 and 720/,
    );
  });

  it("treats an empty optional variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: "" }).databaseUrl).toBeUndefined();
  });
});
