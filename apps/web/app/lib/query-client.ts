import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

declare module "@tanstack/react-query" {
  interface Register {
    /** `quiet`: the caller shows this call's failure itself (no toast, no redirect). */
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
  }
}

/**
 * A server state cache whose failures, unless the call is marked `meta: { quiet: true }`, get the
 * app's standard reaction (toasts, the sign-in or subscription page): one place for every read and
 * write instead of a list of statuses at each call. A 4xx will not change by asking again, so only
 * other failures retry.
 */
export function createQueryClient(react: (error: unknown) => void) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.quiet) react(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.quiet) react(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

let reaction: (error: unknown) => void = () => {};
/** Set once by lib/api.ts, which owns the API client that knows the reactions. */
export function setErrorReaction(react: (error: unknown) => void) {
  reaction = react;
}

export const queryClient = createQueryClient((error) => reaction(error));
