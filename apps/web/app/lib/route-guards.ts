import type { User } from "@cc/contracts/user";
import type { WebAccess } from "@cc/contracts/web-routes";

/**
 * Route guard rules (spec section 2): where a visitor is sent instead of the page they asked for,
 * or null when they may see it. `wanted` is the full path with its query string.
 */
export function guardRedirect(access: WebAccess, user: User | null, wanted: string): string | null {
  switch (access) {
    case "guest":
      return user ? signedInHome(user) : null;
    case "auth":
      return user ? null : `/login?redirect=${encodeURIComponent(wanted)}`;
    case "subscription":
      if (!user) return `/login?redirect=${encodeURIComponent(wanted)}`;
      return user.has_active_subscription ? null : "/subscription";
    default:
      return null;
  }
}

/**
 * Where a signed-in learner who opens a sign-in page belongs (spec: login page): practice with an
 * active subscription and no purchase to make first, otherwise the subscription page.
 */
function signedInHome(user: User): "/practice" | "/subscription" {
  return user.has_active_subscription && user.required_redirect !== "purchase"
    ? "/practice"
    : "/subscription";
}
