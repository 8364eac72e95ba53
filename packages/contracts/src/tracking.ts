import { z } from "zod";

/**
 * The advertising trackers an operator has configured (none by default). The browser loads a
 * tracker's script only after the visitor has allowed marketing cookies.
 */
export const trackingConfigSchema = z.object({
  pixel: z.object({ id: z.string(), script_url: z.string() }).nullable(),
  ads: z
    .object({ conversion_id: z.string(), measurement_id: z.string(), script_url: z.string() })
    .nullable(),
});
export type TrackingConfig = z.infer<typeof trackingConfigSchema>;
