import type { DeleteAccountInput } from "@cc/contracts/auth";
import { api, FORM_ERROR_STATUSES } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

type Confirmation = { data: { message: string } };

/**
 * Erases the learning history (answers, sessions, statistics); account and subscription stay.
 * Resolves with the server's confirmation, in the learner's language.
 */
export async function resetProgress(): Promise<string> {
  const { data } = await api.post<Confirmation>("/v1/user/reset-progress", undefined, {
    quietStatuses: FORM_ERROR_STATUSES,
  });
  // Every cached statistic or session list is now wrong.
  await queryClient.invalidateQueries();
  return data.message;
}

/** Deletes the account for good (the server revokes every token of it); resolves with its confirmation. */
export async function deleteAccount(input: DeleteAccountInput): Promise<string> {
  const { data } = await api.delete<Confirmation>("/v1/user/delete-account", input, {
    quietStatuses: FORM_ERROR_STATUSES,
  });
  queryClient.clear();
  return data.message;
}
