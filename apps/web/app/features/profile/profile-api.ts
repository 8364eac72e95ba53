import type { ChangeEmailInput, ChangePasswordInput } from "@cc/contracts/account";
import type { DeleteAccountInput } from "@cc/contracts/auth";
import { accountEndpoints as endpoints } from "@cc/contracts/endpoints/account";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

// All are sent through quiet mutations: the profile shows their failures itself.

/**
 * Erases the learning history (answers, sessions, statistics); account and subscription stay.
 * Resolves with the server's confirmation, in the learner's language.
 */
export async function resetProgress(): Promise<string> {
  const { data } = await api.call(endpoints.resetProgress);
  // Every cached statistic or session list is now wrong.
  await queryClient.invalidateQueries();
  return data.message;
}

/** Deletes the account for good (the server revokes every token of it); resolves with its confirmation. */
export async function deleteAccount(input: DeleteAccountInput): Promise<string> {
  const { data } = await api.call(endpoints.deleteAccount, { body: input });
  queryClient.clear();
  return data.message;
}

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  return (await api.call(endpoints.changePassword, { body: input })).data.message;
}

/** Mails a link to the new address; resolves with the server's "link sent to …". */
export async function changeEmail(input: ChangeEmailInput): Promise<string> {
  return (await api.call(endpoints.changeEmail, { body: input })).data.message;
}

/** Opens the link mailed to a new address; resolves with the server's confirmation. */
export async function confirmEmail(token: string): Promise<string> {
  return (await api.call(endpoints.confirmEmail, { body: { token } })).data.message;
}

/** Checks the password before deletion's last step; a wrong one rejects with a field error. */
export async function verifyPassword(password: string): Promise<void> {
  await api.call(endpoints.verifyPassword, { body: { password } });
}

/** Everything kept about the learner, saved by the browser as codigo-certo-<day>.json. */
export async function downloadExport(): Promise<void> {
  const data = await api.call(endpoints.exportData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  // The same name the server's content-disposition gives.
  link.download = `codigo-certo-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
