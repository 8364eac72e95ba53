import { z } from "zod";
import {
  authProvidersSchema,
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
} from "../auth";
import { endpoint } from "../endpoint";

// Browser navigations, not API calls: whatever arrives, the answer is a redirect, never a JSON 422.
const text = z.string().max(4000).optional().catch(undefined);

/**
 * `locale_chosen=true` on a sign-in: the request's `locale` is a language chosen in this browser,
 * which the account then follows. Without it the page is in the default language only because
 * nothing was chosen, and the account keeps its own (decision 0032). Anything else reads as absent.
 */
const localeChosen = z.enum(["true", "false"]).optional().catch(undefined);

/** Sign-in (spec section 7), outside /v1 as the spec has them, and Google's redirects. */
export const authEndpoints = {
  /** Answers 204 (no JSON): bearer tokens need no CSRF cookie. */
  csrfCookie: endpoint({
    method: "GET",
    path: "/sanctum/csrf-cookie",
    tags: ["auth"],
    summary: "CSRF cookie (no-op with bearer tokens)",
  }),
  providers: endpoint({
    method: "GET",
    path: "/api/v1/auth/providers",
    tags: ["auth"],
    summary: "Sign-in providers the web app may offer",
    responses: { 200: authProvidersSchema },
  }),
  register: endpoint({
    method: "POST",
    path: "/api/register",
    tags: ["auth"],
    summary: "Create an account and sign in",
    body: registerSchema,
    responses: { 201: authResponseSchema },
  }),
  login: endpoint({
    method: "POST",
    path: "/api/login",
    tags: ["auth"],
    summary: "Sign in with e-mail and password",
    query: z.object({ locale_chosen: localeChosen }),
    body: loginSchema,
    responses: { 200: authResponseSchema },
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/logout",
    tags: ["auth"],
    summary: "Revoke the token of this request",
    responses: { 200: messageResponseSchema },
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/forgot-password",
    tags: ["auth"],
    summary: "Mail a password reset link (same answer for every address)",
    body: forgotPasswordSchema,
    responses: { 200: messageResponseSchema },
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/reset-password",
    tags: ["auth"],
    summary: "Set a new password with a mailed link",
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema },
  }),
  googleStart: endpoint({
    method: "GET",
    path: "/api/auth/google",
    tags: ["auth"],
    summary: "Start Google sign-in (redirects to Google)",
    query: z.object({ redirect: text, locale: text, locale_chosen: localeChosen }),
  }),
  googleCallback: endpoint({
    method: "GET",
    path: "/api/auth/google/callback",
    tags: ["auth"],
    summary: "Google's redirect back (redirects to the web app)",
    query: z.object({ code: text, state: text, error: text }),
  }),
};
