import type { DatabaseHandle } from "@cc/db/database";
import { SUBSCRIPTION_COMMANDS } from "../modules/subscriptions/subscriptions.commands";
import { createSubscriptionsRepo } from "../modules/subscriptions/subscriptions.repo";
import { createSubscriptionsService } from "../modules/subscriptions/subscriptions.service";

/** Gives a learner `days` of premium access, as an operator does (`subscription:grant`). */
export async function grantSubscription(database: DatabaseHandle, email: string, days = 14) {
  const grant = SUBSCRIPTION_COMMANDS.find((command) => command.name === "subscription:grant");
  if (!grant) throw new Error("no subscription:grant command");
  await grant.run({ database, out: () => {} } as never, [email, String(days)]);
}

/** A paid pass of `days` that began at `start`: one already over when `start` is old enough. */
export async function grantPassFrom(
  database: DatabaseHandle,
  userId: string,
  days: number,
  start: Date,
) {
  await createSubscriptionsService(createSubscriptionsRepo(database.db)).grant(
    userId,
    days,
    "payment",
    start,
  );
}
