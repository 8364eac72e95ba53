import { z } from "zod";

/** Success answers wrap their payload as `{ data: ... }` (spec section 7). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Every API call accepts `locale` in the query string (spec section 7). */
export const localeQuery = z.object({ locale: z.string().max(10).optional() });
