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

  it("treats an empty optional variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: "" }).databaseUrl).toBeUndefined();
  });
});
