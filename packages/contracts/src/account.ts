import { z } from "zod";
import { email } from "./auth";
import { NAME_MIN, PASSWORD_MIN } from "./constants";

/**
 * The signed-in learner changing their own account (profile page). Messages are catalogue keys,
 * as in auth.ts, so the browser shows the server's sentence under the right field.
 */

export const updateProfileSchema = z
  .object({
    name: z
      .string({ error: "auth.validation.nameRequired" })
      .trim()
      .min(1, "auth.validation.nameRequired")
      .min(NAME_MIN, "auth.validation.nameMin")
      .max(100, "auth.validation.nameMax")
      .optional(),
    locale: z.enum(["pt", "en"]).optional(),
  })
  .refine((value) => value.name !== undefined || value.locale !== undefined, {
    message: "account.profile.nothingToChange",
  });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

const currentPassword = z.string().max(256).optional();

export const changePasswordSchema = z
  .object({
    /** Absent for an account that has only ever signed in with Google (it sets its first one). */
    current_password: currentPassword,
    password: z
      .string({ error: "auth.validation.passwordRequired" })
      .min(1, "auth.validation.passwordRequired")
      .min(PASSWORD_MIN.signup, "auth.validation.passwordMinSignup")
      .max(256, "auth.validation.passwordTooLong"),
    password_confirmation: z
      .string({ error: "auth.validation.confirmationRequired" })
      .min(1, "auth.validation.confirmationRequired"),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: "auth.validation.passwordsMismatch",
    path: ["password_confirmation"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ email, current_password: currentPassword });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const confirmEmailSchema = z.object({
  token: z.string({ error: "account.email.linkInvalid" }).min(1).max(200),
});

export const verifyPasswordSchema = z.object({
  password: z
    .string({ error: "auth.validation.passwordRequired" })
    .min(1, "auth.validation.passwordRequired")
    .max(256),
});

/** GET /api/v1/user/export: the day it was made, then every kept table (shape varies by feature). */
export const dataExportSchema = z.looseObject({ exported_at: z.string() });
