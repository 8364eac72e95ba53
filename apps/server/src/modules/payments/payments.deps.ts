import type { Database } from "@cc/db/database";
import type { Locale } from "@cc/i18n/catalogue";
import { isLocale } from "@cc/i18n/catalogue";
import { AppError } from "../../core/errors";
import { mailLink } from "../../core/mail-link";
import type { Translate } from "../../core/translate";
import type { Mailer } from "../mail/mail.service";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import type { PaymentProvider } from "./payments.provider";
import type { PaymentRow, PaymentsRepo } from "./payments.repo";

export interface PaymentsDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider | null;
  subscriptions: SubscriptionsService;
  mailer: Mailer;
  translators: Record<Locale, Translate>;
  publicUrl: string;
  supportEmail: string;
  /** A learner's access changed outside a request of theirs: forget what was cached of it. */
  onAccessChanged?: (userId: string) => void;
}

/** The configured provider; none configured: the service is unavailable, with this message. */
export function providerOf(deps: PaymentsDeps, messageKey: string): PaymentProvider {
  if (!deps.provider) throw new AppError("SERVICE_UNAVAILABLE", { messageKey });
  return deps.provider;
}

// Inside a transaction, reads go through it: on the embedded database another read would wait
// for the transaction to end.
export async function mailContext(
  deps: PaymentsDeps,
  row: PaymentRow,
  executor: Database = deps.repo.db,
) {
  const user = row.userId ? await deps.repo.findUser(row.userId, executor) : undefined;
  const locale: Locale = isLocale(user?.locale) ? user.locale : "pt";
  return {
    t: deps.translators[locale],
    locale,
    name: user?.name ?? "",
    payment: row,
    profileUrl: mailLink(deps.publicUrl, "/profile", locale),
  };
}
