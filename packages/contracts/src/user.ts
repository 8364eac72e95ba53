import { z } from "zod";
import { PERMISSIONS } from "./permissions";

export const subscriptionStatusSchema = z.enum(["active", "expired", "none"]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The signed-in learner as GET /api/v1/user returns it (spec section 3, User). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(["pt", "en"]),
  member_since: z.string(),
  has_active_subscription: z.boolean(),
  has_completed_trial: z.boolean(),
  /** False for an account that has only signed in with Google: it asks for no current password. */
  has_password: z.boolean(),
  /** "purchase" means the learner must go to the subscription page first. */
  required_redirect: z.enum(["purchase"]).nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The learner's exam day (YYYY-MM-DD) if they gave one; the study plan counts down to it. */
  exam_date: z.string().nullable(),
  subscription_info: z.object({
    status: subscriptionStatusSchema,
    can_access_premium: z.boolean(),
    plan: z.string().nullable(),
    started_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    days_remaining: z.number().int().nullable(),
  }),
});
export type User = z.infer<typeof userSchema>;
