import type { Database } from "@cc/db/database";
import type { Config } from "../../config";
import type { PaymentProvider } from "./payments.provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox.provider";
import { createStripeProvider } from "./stripe.provider";

/** Stripe with a key, the sandbox without one (never in production), or no selling at all. */
export function createPaymentProvider(
  config: Config,
  db: Database,
): (PaymentProvider & { name: "stripe" }) | SandboxProvider | null {
  if (config.payments.stripe) return createStripeProvider(config.payments.stripe);
  if (config.payments.sandbox) return createSandboxProvider({ publicUrl: config.publicUrl, db });
  return null;
}
