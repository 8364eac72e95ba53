import type { User } from "@cc/contracts/user";
import { useSyncExternalStore } from "react";

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

/**
 * Who is signed in (spec section 4, Auth): the token lives in web storage under auth_token; signed in
 * means a token and a loaded user. Loading the user is shared by everyone who asks at once.
 */
export function createSessionStore(deps: SessionDeps) {
  let state: SessionState = { token: deps.readToken(), user: null };
  let loading: Promise<User | null> | null = null;
  // Bumped at every sign-in and sign-out, so a user load that started before cannot overwrite the
  // session that replaced it (e.g. the stored token's check finishing after a Google sign-in).
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const replace = (token: string | null, user: User | null, remember = false) => {
    generation++;
    loading = null;
    deps.writeToken(token, remember);
    set({ token, user });
  };

  const store = {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isAuthenticated: () => Boolean(state.token && state.user),
    /** Signed in: keep the token (beyond this browser session when `remember`) and the user. */
    signIn(token: string, user: User, remember = false) {
      replace(token, user, remember);
    },
    /**
     * Signed in with only a token (the Google callback): keep it, then load its user. A token the
     * server refuses is dropped again and the error is the caller's to show.
     */
    async signInWithToken(token: string): Promise<User> {
      replace(token, null);
      const mine = generation;
      try {
        const user = await deps.loadUser();
        if (mine === generation) set({ token, user });
        return user;
      } catch (error) {
        if (mine === generation) store.drop();
        throw error;
      }
    },
    setUser(user: User) {
      set({ ...state, user });
    },
    /** Forget token and user locally (the server call, if any, is the caller's). */
    drop() {
      replace(null, null);
    },
    /** The token in storage now: another tab may have signed in or out since we read it. */
    storedToken: () => deps.readToken(),
    /**
     * The signed-in user, loading it when a token exists but no user does. A 401 (or 403) means the
     * token is no longer valid and the session is dropped; other failures (offline) keep the token.
     */
    async ensureUser(): Promise<User | null> {
      if (state.user) return state.user;
      const token = state.token ?? deps.readToken();
      if (!token) return null;
      const mine = generation;
      loading ??= deps.loadUser().then(
        (user) => {
          if (mine !== generation) return state.user;
          loading = null;
          set({ token, user });
          return user;
        },
        (error: { status?: number }) => {
          if (mine !== generation) return state.user;
          loading = null;
          if (error.status === 401 || error.status === 403) store.drop();
          return null;
        },
      );
      return loading;
    },
    async refetchUser(): Promise<void> {
      if (!state.token) return;
      const mine = generation;
      const user = await deps.loadUser();
      if (mine === generation) set({ ...state, user });
    },
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function useSessionState(store: SessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
