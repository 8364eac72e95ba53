import { normalizeEmail } from "@cc/contracts/auth";
import { isLocale, type Locale } from "@cc/i18n/catalogue";
import { type CurrentUser, permissionsFor } from "../../core/current-user";
import { AppError } from "../../core/errors";
import { mailLink } from "../../core/mail-link";
import type { Translate } from "../../core/translate";
import type { Mailer } from "../mail/mail.service";
import { noAccountMail, passwordResetMail, RESET_LINK_MINUTES } from "./auth.mails";
import { type AccountRow, type AuthRepo, isUniqueViolation } from "./auth.repo";
import type { Passwords } from "./passwords";
import { digestOf, newSecret } from "./secrets";
import type { TokenCache } from "./token-cache";

/** A token's last use is recorded at most this often (a write per minute, not per request). */
const TOUCH_EVERY_MS = 60_000;

export interface AuthServiceOptions {
  repo: AuthRepo;
  passwords: Passwords;
  mailer: Mailer;
  translators: Record<Locale, Translate>;
  publicUrl: string;
  tokenTtlMs: { standard: number; remember: number };
  adminEmails: readonly string[];
  tokenCache: Pick<TokenCache, "get" | "set" | "forgetUser">;
}

/** The same answer for an unknown address and a wrong password (Laravel's wording). */
const invalidCredentials = () =>
  new AppError("VALIDATION_FAILED", {
    messageKey: "account.login.failed",
    fieldErrors: { email: ["account.login.failed"] },
  });

const emailTaken = () =>
  new AppError("VALIDATION_FAILED", {
    messageKey: "account.register.emailTaken",
    fieldErrors: { email: ["account.register.emailTaken"] },
  });

const invalidResetLink = () =>
  new AppError("VALIDATION_FAILED", {
    messageKey: "auth.validation.tokenInvalid",
    fieldErrors: { token: ["auth.validation.tokenInvalid"] },
  });

const localeOf = (value: string): Locale => (isLocale(value) ? value : "pt");

/**
 * Accounts and sessions: registration, password sign-in, bearer tokens, password reset, and the
 * account side of Google sign-in. Tokens and reset links are random secrets of which only a
 * SHA-256 digest is stored.
 */
export function createAuthService(options: AuthServiceOptions) {
  const { repo, passwords, mailer, translators, publicUrl, tokenTtlMs, tokenCache } = options;

  async function issueToken(userId: string, remember: boolean): Promise<string> {
    const token = newSecret();
    const now = new Date();
    await repo.deleteExpiredTokens(userId, now);
    await repo.insertToken({
      userId,
      tokenHash: digestOf(token),
      remember,
      expiresAt: new Date(now.getTime() + (remember ? tokenTtlMs.remember : tokenTtlMs.standard)),
    });
    return token;
  }

  /**
   * Signing in with a language chosen in this browser (`localeChosen`) makes it the account's (for
   * its mails and other devices). Without a choice the page is only in the default language, and
   * the account keeps its own, which the web app then applies (decision 0032).
   */
  async function followLocale(
    account: AccountRow,
    locale: Locale,
    localeChosen: boolean,
  ): Promise<void> {
    if (!localeChosen || account.locale === locale) return;
    await repo.update(account.id, { locale });
    tokenCache.forgetUser(account.id);
  }

  return {
    async register(
      input: { name: string; email: string; password: string },
      locale: Locale,
    ): Promise<{ userId: string; token: string }> {
      const email = normalizeEmail(input.email);
      if (await repo.findByEmail(email)) throw emailTaken();
      const passwordHash = await passwords.hash(input.password);
      let account: AccountRow;
      try {
        account = await repo.createUser({
          name: input.name,
          email,
          passwordHash,
          googleSubject: null,
          locale,
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the second finds it taken here.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return { userId: account.id, token: await issueToken(account.id, false) };
    },

    /**
     * One password verification whatever happens: an unknown address (or a Google-only account)
     * is verified against a dummy hash, so the answer and its timing are the same as for a wrong
     * password.
     */
    async login(
      input: { email: string; password: string; remember: boolean },
      locale: Locale,
      localeChosen: boolean,
    ): Promise<{ userId: string; token: string }> {
      const account = await repo.findByEmail(normalizeEmail(input.email));
      const matches = await passwords.verify(account?.passwordHash ?? null, input.password);
      if (!account?.passwordHash || !matches) throw invalidCredentials();
      await followLocale(account, locale, localeChosen);
      if (passwords.needsRehash(account.passwordHash)) {
        await repo.update(account.id, { passwordHash: await passwords.hash(input.password) });
      }
      return { userId: account.id, token: await issueToken(account.id, input.remember) };
    },

    /** The learner behind a bearer token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<CurrentUser | null> {
      const digest = digestOf(token);
      const known = tokenCache.get(digest);
      if (known) return known;
      const now = new Date();
      const session = await repo.findSession(digest, now);
      if (!session) return null;
      if (!session.lastUsedAt || now.getTime() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touchToken(session.tokenId, now);
      }
      const user: CurrentUser = {
        id: session.id,
        name: session.name,
        email: session.email,
        locale: localeOf(session.locale),
        tokenId: session.tokenId,
        permissions: permissionsFor(session, options.adminEmails),
      };
      tokenCache.set(digest, user);
      return user;
    },

    /** Revokes the token the request came with; the learner's other devices stay signed in. */
    async logout(user: CurrentUser): Promise<void> {
      await repo.deleteToken(user.tokenId);
      tokenCache.forgetUser(user.id);
    },

    /**
     * Queues one mail whatever the address: the reset link (in the account's language) when it has
     * an account, otherwise a note that it has none (in the request's language). The request does
     * the same work either way and never talks to SMTP, so neither the answer nor its timing tells
     * whether the address is registered.
     */
    async forgotPassword(emailInput: string, requestLocale: Locale): Promise<void> {
      const email = normalizeEmail(emailInput);
      const account = await repo.findByEmail(email);
      const token = newSecret();
      const now = new Date();
      await repo.transaction(async (tx) => {
        if (account) {
          await repo.insertPasswordReset(tx, {
            userId: account.id,
            tokenHash: digestOf(token),
            expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
          });
          const locale = localeOf(account.locale);
          const mail = passwordResetMail(translators[locale], {
            name: account.name,
            link: mailLink(publicUrl, "/reset-password", locale, { token, email }),
          });
          await mailer.enqueue(tx, { userId: account.id, to: email, ...mail });
        } else {
          const mail = noAccountMail(translators[requestLocale], {
            signupUrl: mailLink(publicUrl, "/signup", requestLocale),
          });
          await mailer.enqueue(tx, { userId: null, to: email, ...mail });
        }
      });
      mailer.wake();
    },

    /**
     * Sets a new password from a mailed link: the link works once, within its hour, and only with
     * the address it was sent to. Every session of the account ends (whoever knew the old
     * password is signed out).
     */
    async resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
      const now = new Date();
      const reset = await repo.findUsableReset(
        digestOf(input.token),
        normalizeEmail(input.email),
        now,
      );
      if (!reset) throw invalidResetLink();
      const passwordHash = await passwords.hash(input.password);
      const done = await repo.transaction(async (tx) => {
        if (!(await repo.consumeReset(tx, reset.id, reset.userId, now))) return false;
        await repo.update(reset.userId, { passwordHash }, tx);
        await repo.deleteTokensOf(reset.userId, tx);
        return true;
      });
      if (!done) throw invalidResetLink();
      tokenCache.forgetUser(reset.userId);
    },

    /**
     * The account of a Google identity whose e-mail Google has verified: the one already linked to
     * it, else the account with that e-mail (linked now), else a new one (in the page's language).
     */
    async signInWithGoogle(
      identity: { subject: string; email: string; name: string },
      locale: Locale,
      localeChosen: boolean,
    ): Promise<{ token: string } | { error: "account_conflict" }> {
      const email = normalizeEmail(identity.email);
      let account = await repo.findByGoogleSubject(identity.subject);
      if (!account) {
        const byEmail = await repo.findByEmail(email);
        if (byEmail?.googleSubject) return { error: "account_conflict" };
        if (byEmail) {
          await repo.update(byEmail.id, { googleSubject: identity.subject });
          account = byEmail;
        } else {
          try {
            account = await repo.createUser({
              name: identity.name,
              email,
              passwordHash: null,
              googleSubject: identity.subject,
              locale,
            });
          } catch (error) {
            if (isUniqueViolation(error)) return { error: "account_conflict" };
            throw error;
          }
        }
      }
      await followLocale(account, locale, localeChosen);
      return { token: await issueToken(account.id, false) };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
