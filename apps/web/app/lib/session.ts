import type { User } from "@cc/contracts/user";
import { type QueryClient, queryOptions } from "@tanstack/react-query";

export interface SessionState {
  token: string | null;
  user: User | null;
}

export interface SessionDeps {
  readToken(): string | null;
  /** Keeps the token; `remember` keeps it beyond this browser session. */
  writeToken(token: string | null, remember?: boolean): void;
  /** GET /api/v1/user with the stored token; rejects with the API error. */
  loadUser(): Promise<User>;
}

export const sessionKeys = { user: ["session", "user"] as const };

/**
 * Who is signed in (spec section 4, Auth): the token lives in web storage under auth_token, the
 * user is a query (the user of the stored token, null when there is none). Signed in means both.
 * A load that started before a sign-in or sign-out is cancelled by it, and a refusal only drops
 * the token it was made with, so a late answer can never undo a newer session.
 */
export function createSession(queryClient: QueryClient, deps: SessionDeps) {
  const userQuery = queryOptions({
    queryKey: sessionKeys.user,
    queryFn: async (): Promise<User | null> => {
      const token = deps.readToken();
      if (!token) return null;
      try {
        return await deps.loadUser();
      } catch (error) {
        // A refused token (401, or 403) is gone; other failures (offline) keep it for next time.
        const status = (error as { status?: number }).status;
        if ((status === 401 || status === 403) && deps.readToken() === token) {
          deps.writeToken(null);
          return null;
        }
        throw error;
      }
    },
    // The guards and the top bar show the failure themselves: no toast, no redirect.
    meta: { quiet: true },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // The token is kept at once; the user once any load of the previous session has stopped, so
  // that load's answer cannot land on top of it.
  const replace = async (token: string | null, user: User | null, remember = false) => {
    deps.writeToken(token, remember);
    await queryClient.cancelQueries({ queryKey: sessionKeys.user });
    queryClient.setQueryData(sessionKeys.user, user);
  };

  const session = {
    userQuery,
    get: (): SessionState => ({
      token: deps.readToken(),
      user: queryClient.getQueryData(userQuery.queryKey) ?? null,
    }),
    isAuthenticated: () => Boolean(deps.readToken() && session.get().user),
    /** Signed in: keep the token (beyond this browser session when `remember`) and the user. */
    signIn: (token: string, user: User, remember = false) => replace(token, user, remember),
    /**
     * Signed in with only a token (the Google callback): keep it, then load its user. A token the
     * server refuses is dropped again and the error is the caller's to show.
     */
    async signInWithToken(token: string): Promise<User> {
      await replace(token, null);
      const user = await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
      if (!user) throw Object.assign(new Error("token refused"), { status: 401 });
      return user;
    },
    /** Forget token and user locally (the server call, if any, is the caller's). */
    drop: () => replace(null, null),
    /** The token in storage now: another tab may have signed in or out since we read it. */
    storedToken: () => deps.readToken(),
    /** The signed-in user, loading it (once, however many ask) when a token exists; else null. */
    async ensureUser(): Promise<User | null> {
      const cached = queryClient.getQueryData(userQuery.queryKey);
      if (cached) return cached;
      if (!deps.readToken()) return null;
      return queryClient.fetchQuery({ ...userQuery, staleTime: 0 }).catch(() => null);
    },
    async refetchUser(): Promise<void> {
      if (!deps.readToken()) return;
      await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
    },
  };
  return session;
}
