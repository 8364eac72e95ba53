import type { User } from "@cc/contracts/user";
import { STORAGE_KEYS, sessionStorageArea, storage } from "../../../lib/storage";

const KEY = "offline_user";

/** Beside the token: a sign-in without "remember me" leaves nothing behind when the browser closes. */
const areaOfToken = () =>
  sessionStorageArea.get(STORAGE_KEYS.token) ? sessionStorageArea : storage;

/**
 * The signed-in learner as last loaded, kept with the end of the token it belongs to, so that the
 * signed-in app opens without a connection (offline practice) for that token only.
 */
export const lastUser = {
  read(token: string): User | null {
    try {
      const kept = JSON.parse(areaOfToken().get(KEY) ?? "null") as {
        token: string;
        user: User;
      } | null;
      return kept && kept.token === token.slice(-16) ? kept.user : null;
    } catch {
      return null;
    }
  },
  write(token: string, user: User): void {
    for (const area of [storage, sessionStorageArea]) area.remove(KEY);
    areaOfToken().set(KEY, JSON.stringify({ token: token.slice(-16), user }));
  },
};
