import { writeFileSync } from "node:fs";
import {
  type OperatorCommand,
  type OperatorContext,
  OperatorError,
} from "../../core/operator-command";
import { createTranslators } from "../../core/translate";
import { createOutboxRepo } from "../mail/mail.repo";
import { createSubscriptionsRepo } from "../subscriptions/subscriptions.repo";
import { createSubscriptionsService } from "../subscriptions/subscriptions.service";
import { referenceOf } from "./payments.mails";
import { createPaymentProvider } from "./payments.provider-factory";
import { createPaymentsRepo } from "./payments.repo";
import { createPaymentsService } from "./payments.service";
import { salesCsv } from "./sales-export";

function open({ database, config, accountChanged }: OperatorContext) {
  const repo = createPaymentsRepo(database.db);
  const outbox = createOutboxRepo(database.db);
  const service = createPaymentsService({
    repo,
    provider: createPaymentProvider(config, database.db),
    subscriptions: createSubscriptionsService(createSubscriptionsRepo(database.db)),
    // Queued only: the server's mail worker sends what the command leaves in the outbox.
    mailer: { enqueue: outbox.enqueue, wake() {}, start() {}, async stop() {} },
    translators: createTranslators(),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    onAccessChanged: accountChanged,
  });
  return { repo, service };
}

const refund: OperatorCommand = {
  name: "payments:refund",
  usage: "payments:refund <payment id | CC-reference>",
  summary: "Refund a paid pass through the payment provider and end the pass",
  async run(context, [idOrReference]) {
    if (!idOrReference) throw new OperatorError("Missing payment id or reference (CC-XXXXXXXX).");
    const { service } = open(context);
    const rows = await service.findForOperator(idOrReference);
    if (rows.length === 0) throw new OperatorError(`No payment matches ${idOrReference}.`);
    if (rows.length > 1)
      throw new OperatorError(`${idOrReference} matches ${rows.length} payments: use the full id.`);
    const [row] = rows;
    if (!row) return;
    if (row.status !== "paid") {
      throw new OperatorError(
        `${referenceOf(row.id)} is ${row.status}: only a paid pass can be refunded.`,
      );
    }
    const refunded = await service.refund(row, "operator");
    out(
      context,
      `Refunded ${referenceOf(refunded.id)} (${refunded.email}, ${(refunded.amountCents / 100).toFixed(2)} ${refunded.currency}); the pass has ended.`,
    );
  },
};

const out = (context: OperatorContext, line: string) => context.out(line);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const salesExport: OperatorCommand = {
  name: "sales:export",
  usage: "sales:export <file.csv> [from YYYY-MM-DD] [to YYYY-MM-DD]",
  summary: "Write the paid passes of a period (this month by default) as CSV for the accountant",
  async run(context, [file, fromText, toText]) {
    if (!file) throw new OperatorError("Missing the CSV file to write.");
    for (const text of [fromText, toText]) {
      if (text && !DATE.test(text)) throw new OperatorError(`${text} is not a date (YYYY-MM-DD).`);
    }
    const now = new Date();
    const from = fromText
      ? new Date(`${fromText}T00:00:00Z`)
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    // The end date is included: the period stops at the start of the next day.
    const to = toText ? new Date(new Date(`${toText}T00:00:00Z`).getTime() + 86_400_000) : now;
    const { repo } = open(context);
    const rows = await repo.sales(from, to);
    writeFileSync(file, salesCsv(rows));
    out(
      context,
      `Wrote ${rows.length} sale(s) from ${from.toISOString().slice(0, 10)} to ${file}.`,
    );
  },
};

export const PAYMENT_COMMANDS: readonly OperatorCommand[] = [refund, salesExport];
