import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../core/errors";
import { AUTH_RATE_LIMITS } from "./auth.rate-limits";
import type { GoogleSignIn } from "./google.service";

// Browser navigations, not API calls: whatever arrives, the answer is a redirect, never a JSON 422.
const text = z.string().max(4000).optional().catch(undefined);

/**
 * GET /api/auth/google starts Google sign-in (the login and signup buttons navigate here);
 * Google sends the browser back to /api/auth/google/callback, which sends it on to the web route
 * /vue/auth/google/callback with `?token=` or `?error=`. Without a configured Google client
 * (`google` undefined) both answer 404 and the providers endpoint says google: false.
 */
export const googleRoutes: FastifyPluginAsyncZod<{ google: GoogleSignIn | undefined }> = async (
  app,
  { google },
) => {
  const configured = () => {
    if (!google) throw new AppError("NOT_FOUND");
    return google;
  };

  app.get(
    "/api/auth/google",
    {
      config: { rateLimit: AUTH_RATE_LIMITS.googleStart.perAddress },
      schema: {
        tags: ["auth"],
        summary: "Start Google sign-in (redirects to Google)",
        querystring: z.object({ redirect: text, locale: text }),
      },
    },
    async (request, reply) =>
      reply.redirect(await configured().start(request.query.redirect, request.locale)),
  );

  app.get(
    "/api/auth/google/callback",
    {
      schema: {
        tags: ["auth"],
        summary: "Google's redirect back (redirects to the web app)",
        querystring: z.object({ code: text, state: text, error: text }),
      },
    },
    async (request, reply) => reply.redirect(await configured().finish(request.query)),
  );
};
