import { OAuth2Server } from "oauth2-mock-server";

interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcProvider {
  /** For GOOGLE_ISSUER (with any GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  issuer: string;
  /** Who the next sign-ins are (their ID tokens carry these claims). */
  signInAs(identity: GoogleIdentity): void;
  /** The next consent screen is declined: Google redirects back with error=access_denied. */
  declineNextConsent(): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on a free local port (authorization code with PKCE, signed ID
 * tokens, discovery, JWKS), standing in for Google in API and browser tests. Its consent screen
 * answers at once, as the identity set with `signInAs`.
 */
export async function startOidcProvider(): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  let identity: GoogleIdentity = {
    sub: "google-subject-1",
    email: "learner@example.com",
    email_verified: true,
    name: "Google Learner",
  };
  let decline = false;
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, identity);
  });
  server.service.on("beforeAuthorizeRedirect", ({ url }) => {
    if (!decline) return;
    decline = false;
    url.searchParams.delete("code");
    url.searchParams.set("error", "access_denied");
  });
  return {
    issuer: server.issuer.url as string,
    signInAs(next) {
      identity = next;
    },
    declineNextConsent() {
      decline = true;
    },
    close: () => server.stop(),
  };
}
