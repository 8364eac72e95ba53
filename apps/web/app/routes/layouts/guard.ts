import type { WebAccess } from "@cc/contracts/web-routes";
import { redirect } from "react-router";
import { session } from "../../lib/api";
import { guardRedirect } from "../../lib/route-guards";

/** A layout's clientLoader: checks the session once, then lets through or redirects. */
export function guardLoader(access: WebAccess) {
  return async ({ request }: { request: Request }) => {
    const user = await session.ensureUser();
    const url = new URL(request.url);
    const target = guardRedirect(access, user, `${url.pathname}${url.search}`);
    if (target) throw redirect(target);
    return null;
  };
}
