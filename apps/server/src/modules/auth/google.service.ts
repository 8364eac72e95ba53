import type { GoogleSignInError } from "@cc/contracts/auth";
import { isLocale, type Locale } from "@cc/i18n/catalogue";
import type { FastifyBaseLogger } from "fastify";
import * as oidc from "openid-client";
import type { AuthRepo } from "./auth.repo";
import type { AuthService } from "./auth.service";
import { digestOf, newSecret } from "./secrets";

/** How long the learner may spend on Google's screens before the attempt is void. */
const ATTEMPT_TTL_MS = 10 * 60_000;
const WEB_CALLBACK = "/vue/auth/google/callback";
/** Ends the state of an attempt started with a language chosen in the browser. */
const CHOSEN_SUFFIX = ".chosen";

const PROBE_ORIGIN = "http://probe.invalid";

/** Only addresses on this site ("//host", "/\host" or "https://..." are dropped): no open redirect. */
function sameSitePath(value: string | undefined): string | null {
  if (!value?.startsWith("/") || value.length > 2000) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export interface GoogleSignInOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  publicUrl: string;
  repo: AuthRepo;
  auth: AuthService;
  log: FastifyBaseLogger;
}

/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE (S256) and a single-use state.
 * The state's digest, the PKCE verifier and the page to return to are kept in oauth_states, so
 * any process behind the load balancer can finish an attempt another one started. The random
 * state ends with the language the attempt started in (`.en`, or `.en.chosen` when it was chosen
 * in the browser); it is stored hashed whole, so that part cannot be changed on the way back
 * either.
 */
export function createGoogleSignIn(options: GoogleSignInOptions) {
  const { repo, auth, log, publicUrl } = options;
  const callbackUrl = `${publicUrl}/api/auth/google/callback`;

  // Discovery runs on first use (not at startup, so Google being unreachable never stops the
  // server) and again after a failure.
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        // Plain http is only ever a local test provider; Google itself is https.
        options.issuer.startsWith("http:") ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  const webCallback = (params: Record<string, string | null>) => {
    const url = new URL(`${publicUrl}${WEB_CALLBACK}`);
    for (const [name, value] of Object.entries(params)) {
      if (value) url.searchParams.set(name, value);
    }
    return url.href;
  };
  const failure = (error: GoogleSignInError, redirect: string | null = null) =>
    webCallback({ error, redirect });

  return {
    /** Where to send the browser: Google's consent screen, or the web callback with an error. */
    async start(
      redirect: string | undefined,
      locale: Locale,
      localeChosen: boolean,
    ): Promise<string> {
      let config: oidc.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        log.error({ err: error }, "Google sign-in: discovery failed");
        return failure("provider_error", sameSitePath(redirect));
      }
      const state = `${newSecret()}.${locale}${localeChosen ? CHOSEN_SUFFIX : ""}`;
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await repo.insertOAuthState({
        stateHash: digestOf(state),
        codeVerifier,
        redirectTo: sameSitePath(redirect),
        expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
      });
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        prompt: "select_account",
      }).href;
    },

    /**
     * Finishes an attempt from Google's redirect (its query parameters) and answers where the
     * browser goes next: the web callback with a token, or with `?error=<code>`.
     */
    async finish(query: Record<string, string | undefined>): Promise<string> {
      const state = query.state;
      const attempt = state ? await repo.takeOAuthState(digestOf(state)) : undefined;
      if (!state || !attempt || attempt.expiresAt <= new Date()) return failure("invalid_state");
      const redirect = attempt.redirectTo;
      if (query.error) {
        return failure(
          query.error === "access_denied" ? "access_denied" : "provider_error",
          redirect,
        );
      }

      let claims: oidc.IDToken | undefined;
      try {
        const currentUrl = new URL(callbackUrl);
        for (const [name, value] of Object.entries(query)) {
          if (value !== undefined) currentUrl.searchParams.set(name, value);
        }
        const tokens = await oidc.authorizationCodeGrant(await configuration(), currentUrl, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: state,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        log.warn({ err: error }, "Google sign-in: code exchange or ID token check failed");
        return failure("provider_error", redirect);
      }
      if (!claims || typeof claims.email !== "string" || claims.email_verified !== true) {
        return failure("email_unverified", redirect);
      }

      const localeChosen = state.endsWith(CHOSEN_SUFFIX);
      const [, locale] = state.split(".");
      const outcome = await auth.signInWithGoogle(
        { subject: claims.sub, email: claims.email, name: displayName(claims) },
        isLocale(locale) ? locale : "pt",
        localeChosen,
      );
      if ("error" in outcome) return failure(outcome.error, redirect);
      return webCallback({ token: outcome.token, redirect });
    },
  };
}
export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

/** Google's name for the person, else the part of the address before the @. */
function displayName(claims: oidc.IDToken): string {
  const name = typeof claims.name === "string" ? claims.name.trim() : "";
  const fallback = String(claims.email).split("@")[0] ?? "";
  return (name.length >= 2 ? name : fallback).slice(0, 100);
}
