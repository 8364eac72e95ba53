import type { UpdateProfileInput } from "@cc/contracts/account";
import type { User } from "@cc/contracts/user";
import { api } from "./api";
import { queryClient } from "./query-client";
import { sessionKeys } from "./session";
import { userResponseSchema } from "./user-response";

/**
 * Saves the name or language; the answer is the new user, which becomes the session's. Shared by
 * the profile's name form and the shell's language toggle.
 */
export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  const { data } = userResponseSchema.parse(await api.patch("/v1/user", input));
  queryClient.setQueryData(sessionKeys.user, data);
  return data;
}
