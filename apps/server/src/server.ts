import type { Server } from "node:net";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { exitWith } from "./fatal";
import { operatorSocketPath, startOperatorSocket } from "./operator/socket";
import { serveMetrics } from "./plugins/metrics";
import { connectRedis } from "./redis";
import { openPreparedDatabase } from "./startup";

const SHUTDOWN_GRACE_MS = 10_000;

/** Listens, and on SIGTERM/SIGINT finishes in-flight requests and closes the database cleanly. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openPreparedDatabase(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;

  const app = await buildApp(config, { database, redis });
  let operator: Server | undefined;
  let metrics: Server | undefined;
  try {
    await app.listen({ host: config.host, port: config.port });
    if (config.metricsPort !== undefined) {
      metrics = await serveMetrics(app.metrics, config.host, config.metricsPort);
    }
    if (database.engine === "pglite") {
      operator = await startOperatorSocket(operatorSocketPath(config.dataDir), {
        database,
        config,
        accountChanged: app.accountChanged,
      });
    }
  } catch (error) {
    metrics?.close();
    await app.close();
    await database.close();
    redis?.disconnect();
    throw error;
  }
  app.log.info(
    {
      url: `http://${config.host}:${config.port}`,
      engine: database.engine,
      ms: Math.round(performance.now() - startedAt),
    },
    "Código Certo is ready",
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    operator?.close();
    metrics?.close();
    await app.close();
    await database.close();
    await redis?.quit().catch(() => {});
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch(exitWith);
