import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unreachable"]),
  engine: z.enum(["pglite", "postgres"]),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
