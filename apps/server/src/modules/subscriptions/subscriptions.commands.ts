import { normalizeEmail } from "@cc/contracts/auth";
import {
  type OperatorCommand,
  type OperatorContext,
  OperatorError,
} from "../../core/operator-command";
import { createSubscriptionsRepo } from "./subscriptions.repo";
import { createSubscriptionsService, type SubscriptionState } from "./subscriptions.service";

/** Until payments exist, operators give and take access from the command line. */
function open(database: OperatorContext["database"]) {
  const repo = createSubscriptionsRepo(database.db);
  return { repo, service: createSubscriptionsService(repo) };
}

async function userIdOf(repo: ReturnType<typeof open>["repo"], email: string | undefined) {
  if (!email) throw new OperatorError("Missing e-mail address.");
  const userId = await repo.findUserIdByEmail(normalizeEmail(email));
  if (!userId) throw new OperatorError(`No account uses the e-mail address ${email}.`);
  return userId;
}

const describe = (state: SubscriptionState) =>
  state.status === "active"
    ? `active until ${state.expiresAt?.toISOString()} (${state.daysRemaining} days left)`
    : state.status;

const grant: OperatorCommand = {
  name: "subscription:grant",
  usage: "subscription:grant <email> <days>",
  summary: "Give a learner <days> of premium access (added after any access they still have)",
  async run({ database, out, accountChanged }, [email, daysText]) {
    const { repo, service } = open(database);
    const days = Number(daysText);
    if (!Number.isInteger(days) || days < 1 || days > 3650) {
      throw new OperatorError("<days> must be a whole number between 1 and 3650.");
    }
    const userId = await userIdOf(repo, email);
    const state = await service.grant(userId, days, "operator");
    accountChanged?.(userId);
    out(`Granted ${days} days to ${normalizeEmail(email ?? "")}: ${describe(state)}.`);
  },
};

const revoke: OperatorCommand = {
  name: "subscription:revoke",
  usage: "subscription:revoke <email>",
  summary: "End a learner's premium access now",
  async run({ database, out, accountChanged }, [email]) {
    const { repo, service } = open(database);
    const userId = await userIdOf(repo, email);
    const revoked = await service.revoke(userId);
    accountChanged?.(userId);
    const state = await service.state(userId);
    out(
      `Revoked ${revoked} subscription${revoked === 1 ? "" : "s"} of ${normalizeEmail(email ?? "")}: ${describe(state)}.`,
    );
  },
};

export const SUBSCRIPTION_COMMANDS: readonly OperatorCommand[] = [grant, revoke];
