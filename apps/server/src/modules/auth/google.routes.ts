import { authEndpoints as endpoints } from "@cc/contracts/endpoints/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../core/errors";
import { route } from "../../plugins/endpoint-route";
import { AUTH_RATE_LIMITS } from "./auth.rate-limits";
import type { GoogleSignIn } from "./google.service";

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

  route(app, endpoints.googleStart, {
    config: { rateLimit: AUTH_RATE_LIMITS.googleStart.perAddress },
    handler: async (request, reply) =>
      reply.redirect(
        await configured().start(
          request.query.redirect,
          request.locale,
          request.query.locale_chosen === "true",
        ),
      ),
  });

  route(app, endpoints.googleCallback, {
    handler: async (request, reply) => reply.redirect(await configured().finish(request.query)),
  });
};
