import { createServer, type Server } from "node:http";
import type { DatabaseHandle } from "@cc/db/database";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    /** The Prometheus registry of this process; server.ts serves it on METRICS_PORT. */
    metrics: Registry;
  }
}

/**
 * Prometheus metrics (prom-client): request latency by route, the database pool, how long the
 * oldest due mail has waited in the outbox, and rate-limit refusals by route. They are served by
 * server.ts on a port of their own, never on the public one.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const latency = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const refused = new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused with 429 by a rate limit, by route pattern",
      labelNames: ["route"],
      registers: [registry],
    });
    const { database } = options;
    new Gauge({
      name: "database_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients)",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: "mail_outbox_lag_seconds",
      help: "How long the oldest mail due for sending has waited (0: none waiting)",
      registers: [registry],
      async collect() {
        const result = await database.db.execute<{ lag: number | null }>(
          sql`select extract(epoch from now() - min(send_after))::float8 as lag
                from mail_outbox where sent_at is null and send_after <= now()`,
        );
        this.set(result.rows[0]?.lag ?? 0);
      },
    });

    app.decorate("metrics", registry);
    app.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url ?? "(unmatched)";
      latency.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      if (reply.statusCode === 429) refused.inc({ route });
    });
  },
  { name: "metrics" },
);

/** Serves `GET /metrics` of a registry on a port of its own (for Prometheus, not for learners). */
export async function serveMetrics(
  registry: Registry,
  host: string,
  port: number,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
