import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../serve-arguments";

// No Docker engine runs the tests: the deploy files are checked by reading them.
interface Service {
  build?: string;
  image?: string;
  command?: string | string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
}

const compose = parse(readFileSync(`${ROOT}/compose.yaml`, "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync(`${ROOT}/Dockerfile`, "utf8");
const scripts = JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8")).scripts;

describe("compose.yaml", () => {
  const { services } = compose;

  it("runs two app processes, a proxy, PostgreSQL, Redis and a mail catcher", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["app1", "app2", "mailpit", "postgres", "proxy", "redis"].sort(),
    );
  });

  it("builds both app processes from this image, sharing PostgreSQL, Redis and SMTP", () => {
    for (const name of ["app1", "app2"]) {
      const app = services[name] as Service;
      expect(app.build).toBe(".");
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(app.environment?.REDIS_URL).toBe("redis://redis:6379");
      expect(app.environment?.SMTP_URL).toBe("smtp://mailpit:1025");
      expect(app.environment?.TRUST_PROXY).toBe("true");
      expect(app.depends_on?.postgres?.condition).toBe("service_healthy");
      expect(app.depends_on?.redis?.condition).toBe("service_healthy");
    }
  });

  it("sends the proxy's traffic to both processes once they are healthy", () => {
    const proxy = services.proxy as Service;
    expect(String(proxy.command)).toContain("app1:3000");
    expect(String(proxy.command)).toContain("app2:3000");
    expect(proxy.depends_on?.app1?.condition).toBe("service_healthy");
    expect(proxy.depends_on?.app2?.condition).toBe("service_healthy");
    expect(proxy.ports).toEqual(["8080:8080"]);
  });

  it("checks the health of PostgreSQL and Redis", () => {
    expect(services.postgres?.healthcheck?.test).toContain("pg_isready");
    expect(services.redis?.healthcheck?.test).toContain("ping");
  });
});

describe("Dockerfile", () => {
  it("builds in one stage and runs from another, as an unprivileged user", () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^FROM .+ AS build$/m);
    expect(dockerfile).toMatch(/^COPY --from=build /m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
  });

  it("starts the server as npm run serve does", () => {
    const cmd = /^CMD (\[.+\])$/m.exec(dockerfile)?.[1];
    expect(cmd && (JSON.parse(cmd) as string[]).join(" ")).toBe(scripts.serve);
  });
});
