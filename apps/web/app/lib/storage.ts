type Area = "localStorage" | "sessionStorage";

/**
 * Web storage that never throws: private modes and disabled storage make it fail, and the app must
 * keep working (just without remembering) rather than crash.
 */
function areaStorage(area: Area) {
  const store = (): Storage | undefined => globalThis[area];
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store()?.setItem(key, value);
      } catch {
        // Nothing to do: the value is simply not remembered.
      }
    },
    remove(key: string): void {
      try {
        store()?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** Kept across browser restarts (the language, a remembered sign-in). */
export const storage = areaStorage("localStorage");
/** Gone when the browser session ends (a sign-in without "remember me"). */
const sessionStorageArea = areaStorage("sessionStorage");

export const STORAGE_KEYS = { token: "auth_token", locale: "locale", theme: "theme" } as const;

/**
 * Where the bearer token lives (decision record "webdata-sign-in-persistence"): with "remember me"
 * in localStorage, so it outlives the browser (the server keeps it 30 days); without, in
 * sessionStorage, so closing the browser signs out (the server keeps it 24 hours at most).
 */
let tokenInMemory: string | null = null;
export const tokenStorage = {
  // With storage disabled, the token still lasts as long as this page.
  read: (): string | null =>
    sessionStorageArea.get(STORAGE_KEYS.token) ?? storage.get(STORAGE_KEYS.token) ?? tokenInMemory,
  write(token: string | null, remember = false): void {
    tokenInMemory = token;
    sessionStorageArea.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.token);
    if (token) (remember ? storage : sessionStorageArea).set(STORAGE_KEYS.token, token);
  },
};
