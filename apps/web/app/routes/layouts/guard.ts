import type { WebAccess } from "@cc/contracts/web-routes";
import { redirect } from "react-router";
import { session } from "../../lib/api";
import { guardRedirect } from "../../lib/route-guards";

/** A layout's clientLoader: checks the session once, then lets through or redirects. */
export function guardLoader(access: WebAccess) {
  return async ({ request }: { request: Request }) => {
    let user = await session.ensureUser();
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
