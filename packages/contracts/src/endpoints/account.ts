import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  dataExportSchema,
  updateProfileSchema,
  verifyPasswordSchema,
} from "../account";
import { deleteAccountSchema, messageResponseSchema } from "../auth";
import { endpoint } from "../endpoint";
import { dataEnvelope } from "../envelope";
import { userSchema } from "../user";

const tags = ["account"];

/** The signed-in learner's own account (spec section 7, "User"). */
export const accountEndpoints = {
  user: endpoint({
    method: "GET",
    path: "/api/v1/user",
    responses: { 200: dataEnvelope(userSchema) },
    tags,
    summary: "The signed-in learner, with subscription and permissions",
  }),
  resetProgress: endpoint({
    method: "POST",
    path: "/api/v1/user/reset-progress",
    responses: { 200: messageResponseSchema },
    tags,
    summary: "Erase the learning history (the account and subscription stay)",
  }),
  requestDeletion: endpoint({
    method: "POST",
    path: "/api/v1/user/request-deletion",
    responses: { 200: messageResponseSchema },
    tags,
    summary: "Record that the learner asked for their account to be deleted",
  }),
  deleteAccount: endpoint({
    method: "DELETE",
    path: "/api/v1/user/delete-account",
    body: deleteAccountSchema,
    responses: { 200: messageResponseSchema },
    tags,
    summary: "Delete the account and all the learner's data",
  }),
  updateProfile: endpoint({
    method: "PATCH",
    path: "/api/v1/user",
    body: updateProfileSchema,
    responses: { 200: dataEnvelope(userSchema) },
    tags,
    summary: "Change the learner's name or language",
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/v1/user/password",
    body: changePasswordSchema,
    responses: { 200: messageResponseSchema },
    tags,
    summary: "Change the password (the current one is required); other sign-ins end",
  }),
  verifyPassword: endpoint({
    method: "POST",
    path: "/api/v1/user/verify-password",
    body: verifyPasswordSchema,
    responses: { 200: messageResponseSchema },
    tags,
    summary: "Check the password before the last step of account deletion",
  }),
  changeEmail: endpoint({
    method: "POST",
    path: "/api/v1/user/email",
    body: changeEmailSchema,
    responses: { 202: messageResponseSchema },
    tags,
    summary: "Mail a confirmation link to a new address; it becomes the account's when opened",
  }),
  confirmEmail: endpoint({
    method: "POST",
    path: "/api/v1/user/email/confirm",
    body: confirmEmailSchema,
    responses: { 200: messageResponseSchema },
    tags,
    summary: "Open the link mailed to the new address",
  }),
  /** A download of whatever is kept: its shape varies by feature, so it is checked, not filtered. */
  exportData: endpoint({
    method: "GET",
    path: "/api/v1/user/export",
    responses: { 200: dataExportSchema },
    tags,
    summary: "Everything kept about the learner, as a JSON download",
  }),
};
