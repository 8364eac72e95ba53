import type { UpdateProfileInput } from "@cc/contracts/account";
import { accountEndpoints } from "@cc/contracts/endpoints/account";
import type { User } from "@cc/contracts/user";
import { api } from "./api";
import { queryClient } from "./query-client";
import { sessionKeys } from "./session";

/**
 * Saves the name or language; the answer is the new user, which becomes the session's. Shared by
 * the profile's name form and the shell's language toggle.
 */
export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  const { data } = await api.call(accountEndpoints.updateProfile, { body: input });
  queryClient.setQueryData(sessionKeys.user, data);
  return data;
}
