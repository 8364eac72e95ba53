import type { User } from "@cc/contracts/user";
import { storage } from "../../lib/storage";

const KEY = "offline_user";

/**
 * The signed-in learner as last loaded, kept with the end of the token it belongs to, so that the
 * signed-in app opens without a connection (offline practice) for that token only.
 */
export const lastUser = {
  read(token: string): User | null {
    try {
      const kept = JSON.parse(storage.get(KEY) ?? "null") as { token: string; user: User } | null;
      return kept && kept.token === token.slice(-16) ? kept.user : null;
    } catch {
      return null;
    }
  },
  write(token: string, user: User): void {
    storage.set(KEY, JSON.stringify({ token: token.slice(-16), user }));
  },
};
