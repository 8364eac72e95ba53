import { useQuery } from "@tanstack/react-query";
import { ApiError, createApiClient } from "./api-client";
import { currentLocale, t } from "./i18n";
import { queryClient, setErrorReaction } from "./query-client";
import { createSession, type SessionState } from "./session";
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

export const session = createSession(queryClient, {
  readToken: tokenStorage.read,
  writeToken: tokenStorage.write,
  // The contract (and zod) loads only once there is a user: a guest's landing page needs neither.
  loadUser: async () => {
    const { accountEndpoints } = await import("@cc/contracts/endpoints/account");
    return (await api.call(accountEndpoints.user)).data;
  },
});

export const api = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  getToken: () => session.storedToken(),
  getLocale: currentLocale,
  translate: t,
  toast: (input) => toasts.add(input),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  navigate: (path) => navigateTo(path),
  isAuthenticated: () => session.isAuthenticated(),
  async recheckToken(failedToken) {
    const stored = session.storedToken();
    // Another tab signed in again since this request left: use its token.
    return stored && stored !== failedToken ? stored : null;
  },
  dropSession(failedToken) {
    if (session.storedToken() === failedToken) void session.drop();
  },
  refetchUser: () => session.refetchUser(),
  report: ({ message, context }) => {
    if (import.meta.env.DEV) return;
    // A plain fetch of errorReportsEndpoints.report: reporting must not fail the way it reports,
    // nor load the contract (and zod) on a guest's landing page.
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

// Failures of queries and mutations not marked quiet get the client's standard reaction.
setErrorReaction((error) => void api.reactTo(error));

/** Who is signed in, for components: re-renders when the user loads, changes or goes. */
export function useSession(): SessionState {
  const { data } = useQuery({ ...session.userQuery, enabled: false });
  return { token: session.storedToken(), user: data ?? null };
}

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
    if (session.storedToken()) {
      const [{ authEndpoints }] = await Promise.all([
        import("@cc/contracts/endpoints/auth"),
        fetchCsrfCookie(),
      ]);
      await api.call(authEndpoints.logout);
    }
  } catch {
    // Signed out locally all the same.
  } finally {
    await session.drop();
  }
}
