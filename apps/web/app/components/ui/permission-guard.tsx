import type { Permission } from "@cc/contracts/permissions";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/api";
import { type PermissionGuardMode, permissionGuardOutcome } from "../../lib/permissions";

interface PermissionGuardProps {
  /** One permission, or a list of which any one suffices. */
  permission: Permission | readonly Permission[];
  /** What happens without it: nothing shown, shown but unusable, or a short text instead. */
  mode?: PermissionGuardMode;
  /** The text of "show-fallback"; "Access restricted" (localized) by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Shows its content only to learners holding a permission (spec section 2, permission directive).
 * It only shapes what is shown: the server checks every call on its own.
 */
export function PermissionGuard({
  permission,
  mode = "hide",
  fallback,
  children,
}: PermissionGuardProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  switch (permissionGuardOutcome(user?.permissions, permission, mode)) {
    case "show":
      return <>{children}</>;
    case "hide":
      return null;
    case "disable":
      // inert: out of the tab order and the accessibility tree, and no clicks get through.
      return (
        <div
          inert
          data-permission-guard="disabled"
          className="pointer-events-none select-none opacity-50"
        >
          {children}
        </div>
      );
    case "fallback":
      return (
        <span className="text-sm text-slate-600">
          {fallback ?? t("permissionGuard.restricted")}
        </span>
      );
  }
}
