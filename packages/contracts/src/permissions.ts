/** Permissions of spec section 6. */
export const PERMISSIONS = ["read_basic", "access_premium", "admin_manage"] as const;
export type Permission = (typeof PERMISSIONS)[number];
