import type { Permission } from "@cc/contracts/permissions";

/**
 * Spec section 2, permission directive: an element needs one permission or any of a list. Without
 * it, the element is hidden, disabled (dimmed, no pointer, not focusable) or replaced by a short
 * text, depending on the mode.
 */
export type PermissionGuardMode = "hide" | "disable" | "show-fallback";

export type GuardOutcome = "show" | "hide" | "disable" | "fallback";

/** Any one of the required permissions suffices; an empty list requires nothing. */
export function hasAnyPermission(
  granted: readonly Permission[] | null | undefined,
  required: Permission | readonly Permission[],
): boolean {
  const wanted: readonly Permission[] = typeof required === "string" ? [required] : required;
  if (wanted.length === 0) return true;
  return wanted.some((permission) => granted?.includes(permission) ?? false);
}

export function permissionGuardOutcome(
  granted: readonly Permission[] | null | undefined,
  required: Permission | readonly Permission[],
  mode: PermissionGuardMode,
): GuardOutcome {
  if (hasAnyPermission(granted, required)) return "show";
  switch (mode) {
    case "hide":
      return "hide";
    case "disable":
      return "disable";
    case "show-fallback":
      return "fallback";
  }
}
