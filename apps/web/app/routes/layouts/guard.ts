import type { WebAccess } from "@cc/contracts/web-routes";
import { redirect } from "react-router";
import { lastUser } from "../../features/practice/offline/last-user";
import { session } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { guardRedirect } from "../../lib/route-guards";
import { sessionKeys } from "../../lib/session";

/** A layout's clientLoader: checks the session once, then lets through or redirects. */
export function guardLoader(access: WebAccess) {
  return async ({ request }: { request: Request }) => {
    let user = (await session.ensureUser()) ?? offlineUser();
    // A signed-in visitor of a sign-in page is refreshed first: the subscription decides where
    // they go (spec: login page).
    if (access === "guest" && user) {
      await session.refetchUser().catch(() => {});
      user = session.get().user;
    }
    const url = new URL(request.url);
    const target = guardRedirect(access, user, `${url.pathname}${url.search}`);
    if (target) throw redirect(target);
    return null;
  };
}

/** Without a connection, the learner last seen with this token (offline practice). */
function offlineUser() {
  const token = session.storedToken();
  if (navigator.onLine || !token) return null;
  const user = lastUser.read(token);
  if (user) queryClient.setQueryData(sessionKeys.user, user);
  return user;
}
