import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/app";
import { serveMetrics } from "./metrics";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "2" });
});
afterAll(() => t.close());

describe("Prometheus metrics", () => {
  it("count latency by route and rate-limit refusals, on their own port only", async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: "GET", url: "/api/v1/auth/providers", remoteAddress: address });
    }
    const server = await serveMetrics(t.app.metrics, "127.0.0.1", 0);
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    server.close();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/auth\/providers",status="200"\} 2/,
    );
    expect(text).toContain('rate_limit_refusals_total{route="/api/v1/auth/providers"} 1');
    expect(text).toContain("mail_outbox_lag_seconds 0");
    expect(text).toContain("process_cpu_seconds_total");
    // Not on the public port.
    const publicAnswer = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(publicAnswer.statusCode).toBe(404);
  });
});
