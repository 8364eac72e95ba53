/**
 * localStorage that never throws: private modes and disabled storage make it fail, and the app must
 * keep working (just without remembering) rather than crash.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Nothing to do: the value is simply not remembered.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // As above.
    }
  },
};

export const STORAGE_KEYS = { token: "auth_token", locale: "locale" } as const;
