import { type DeleteAccountInput, messageResponseSchema } from "@cc/contracts/auth";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

// Both are sent through quiet mutations: the profile shows their failures itself.

/**
 * Erases the learning history (answers, sessions, statistics); account and subscription stay.
 * Resolves with the server's confirmation, in the learner's language.
 */
export async function resetProgress(): Promise<string> {
  const { data } = messageResponseSchema.parse(await api.post("/v1/user/reset-progress"));
  // Every cached statistic or session list is now wrong.
  await queryClient.invalidateQueries();
  return data.message;
}

/** Deletes the account for good (the server revokes every token of it); resolves with its confirmation. */
export async function deleteAccount(input: DeleteAccountInput): Promise<string> {
  const body = await api.delete("/v1/user/delete-account", input);
  queryClient.clear();
  return messageResponseSchema.parse(body).data.message;
}
