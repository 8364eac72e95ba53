import { AppError } from "../../core/errors";
import type { PaymentsRepo } from "./payments.repo";

/** The payment log's action for a purchase handed to the advertising trackers. */
const REPORTED = "reported-to-trackers";

/**
 * Claims the one report of a paid purchase to the trackers (spec section 9): true the first time
 * the learner's browser asks, false ever after, whatever the browser, device or day
 * (docs/decisions/0051-purchase-reported-once.md). Another learner's purchase is a 404; one not
 * (or no longer) paid is not claimed.
 */
export async function claimPurchaseReport(
  repo: PaymentsRepo,
  userId: string,
  id: string,
): Promise<boolean> {
  return repo.db.transaction(async (tx) => {
    // The row lock makes two tabs asking at once take turns: the second finds the first's entry.
    const row = await repo.lock(tx, id);
    if (!row || row.userId !== userId) throw new AppError("NOT_FOUND");
    if (row.status !== "paid" || (await repo.hasLogged(tx, id, REPORTED))) return false;
    await repo.log(tx, { paymentId: id, actor: "learner", action: REPORTED });
    return true;
  });
}
