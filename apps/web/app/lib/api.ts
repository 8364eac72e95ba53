import type { User } from "@cc/contracts/user";
import { ApiError, createApiClient } from "./api-client";
import { currentLocale, t } from "./i18n";
import { createSessionStore, useSessionState } from "./session";
import { tokenStorage } from "./storage";
import { toasts } from "./toasts";

/**
 * The app's single API client and session, wired together. Navigation is handed in by the root
 * component once the router exists; until then a full page load does the job.
 */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(navigate: (path: string) => void) {
  navigateTo = navigate;
}

// Loading the user never raises toasts or navigates: the guards decide what a failure means.
const QUIET_USER_LOAD = [0, 401, 403, 404, 429, 500, 502, 503, 504];

export const session = createSessionStore({
  readToken: tokenStorage.read,
  writeToken: tokenStorage.write,
  loadUser: async () =>
    (await api.get<{ data: User }>("/v1/user", { quietStatuses: QUIET_USER_LOAD })).data,
});

export const api = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  getToken: () => session.get().token ?? session.storedToken(),
  getLocale: currentLocale,
  translate: t,
  toast: (input) => toasts.add(input),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  navigate: (path) => navigateTo(path),
  isAuthenticated: () => session.isAuthenticated(),
  async recheckToken(failedToken) {
    const stored = session.storedToken();
    if (!stored) return null;
    // Another tab signed in again since this request left: use its token.
    if (stored !== failedToken) return stored;
    return null;
  },
  dropSession: () => session.drop(),
  refetchUser: () => session.refetchUser(),
  report: ({ message, context }) => {
    if (import.meta.env.DEV) return;
    void globalThis
      .fetch("/api/v1/errors/report", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          type: "frontend_error",
          level: "error",
          message,
          context,
          url: window.location.href,
          userAgent: navigator.userAgent,
          timestamp: new Date().toISOString(),
        }),
      })
      .catch(() => {});
  },
});

export function useSession() {
  return useSessionState(session);
}

/**
 * Statuses a form shows itself (under its fields or its error heading) rather than as a toast.
 * 401 is not among them: the client's own handling (re-check, then sign out) applies.
 */
export const FORM_ERROR_STATUSES = [0, 400, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504];

/**
 * Spec section 7: credentialed auth calls first fetch a CSRF cookie from the host root. Our API
 * authenticates with bearer tokens, so this is best effort: a failure never blocks the call.
 */
export async function fetchCsrfCookie(): Promise<void> {
  try {
    await globalThis.fetch("/sanctum/csrf-cookie", { credentials: "include" });
  } catch {
    // The call that follows reports any real connection problem.
  }
}

export { ApiError };

/** Logout (spec section 4): tell the server when there is a token, forget it locally regardless. */
export async function signOut(): Promise<void> {
  try {
    if (session.get().token) {
      await fetchCsrfCookie();
      await api.post("/logout", undefined, {
        quietStatuses: [0, 401, 403, 404, 419, 429, 500, 503],
      });
    }
  } catch {
    // Signed out locally all the same.
  } finally {
    session.drop();
  }
}
