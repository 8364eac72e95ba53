import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unreachable"]),
  /** `degraded`: Redis cannot be reached, so rate limits are counted per process meanwhile. */
  redis: z.enum(["ok", "degraded", "not_configured"]),
  engine: z.enum(["pglite", "postgres"]),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
