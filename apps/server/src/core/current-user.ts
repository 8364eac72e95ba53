import type { Permission } from "@cc/contracts/permissions";
import type { Locale } from "@cc/i18n/catalogue";

/** The learner a bearer token belongs to, as every route sees it. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  permissions: readonly Permission[];
  /** The token this request came with (logout revokes exactly this one). */
  tokenId: string;
}

/**
 * Spec section 6: every signed-in learner reads basic content, an active subscription opens
 * premium content, and the addresses in ADMIN_EMAILS administer.
 */
export function permissionsFor(
  user: { email: string; hasActiveSubscription: boolean },
  adminEmails: readonly string[],
): Permission[] {
  const permissions: Permission[] = ["read_basic"];
  if (user.hasActiveSubscription) permissions.push("access_premium");
  if (adminEmails.includes(user.email)) permissions.push("admin_manage");
  return permissions;
}
