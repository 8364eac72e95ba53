import { migrate } from "@cc/db/migrate";
import {
  type OperatorCommand,
  type OperatorContext,
  OperatorError,
} from "../core/operator-command";
import { COACH_COMMANDS } from "../modules/coach/coach.commands";
import { PAYMENT_COMMANDS } from "../modules/payments/payments.commands";
import { QUESTION_COMMANDS } from "../modules/questions/questions.commands";
import { SUBSCRIPTION_COMMANDS } from "../modules/subscriptions/subscriptions.commands";

const dbMigrate: OperatorCommand = {
  name: "db:migrate",
  usage: "db:migrate",
  summary: "Apply the committed migrations that are not applied yet",
  async run({ database, out }) {
    await migrate(database);
    out(`Database migrated (${database.engine}).`);
  },
};

/** Every operator command; feature modules add theirs here. */
export const OPERATOR_COMMANDS: readonly OperatorCommand[] = [
  dbMigrate,
  ...QUESTION_COMMANDS,
  ...SUBSCRIPTION_COMMANDS,
  ...PAYMENT_COMMANDS,
  ...COACH_COMMANDS,
];

export function findCommand(name: string | undefined): OperatorCommand | undefined {
  return OPERATOR_COMMANDS.find((command) => command.name === name);
}

export function usageText(): string {
  const width = Math.max(...OPERATOR_COMMANDS.map((c) => c.usage.length));
  return [
    "Usage: npm run cli -- <command> [arguments]",
    "",
    ...OPERATOR_COMMANDS.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
  ].join("\n");
}

/** Runs one command and reports failure as an exit code, so both CLI and socket share it. */
export async function runCommand(
  context: OperatorContext,
  name: string | undefined,
  args: string[],
): Promise<number> {
  const command = findCommand(name);
  if (!command) {
    context.out(name ? `Unknown command "${name}".\n\n${usageText()}` : usageText());
    return 2;
  }
  try {
    await command.run(context, args);
    return 0;
  } catch (error) {
    context.out(error instanceof OperatorError ? error.message : `Failed: ${String(error)}`);
    return 1;
  }
}
