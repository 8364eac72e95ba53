import { z } from "zod";

/** What the browser sends to POST /api/v1/errors/report (spec section 7). */
export const errorReportSchema = z.object({
  type: z.literal("frontend_error"),
  level: z.enum(["error", "warning", "info"]),
  message: z.string().min(1).max(2000),
  context: z.record(z.string(), z.unknown()).optional(),
  error: z
    .object({
      message: z.string().max(2000).optional(),
      stack: z.string().max(8000).optional(),
      name: z.string().max(200).optional(),
    })
    .optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(500).optional(),
  timestamp: z.string().max(64).optional(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const ERROR_REPORT_MAX_BYTES = 16 * 1024;
