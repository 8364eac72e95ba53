import { normalizeEmail } from "@cc/contracts/auth";
import type { Locale } from "@cc/i18n/catalogue";
import { isLocale } from "@cc/i18n/catalogue";
import type { CurrentUser } from "../../core/current-user";
import { AppError, fieldError } from "../../core/errors";
import { mailLink } from "../../core/mail-link";
import type { Translate } from "../../core/translate";
import { isUniqueViolation } from "../auth/auth.repo";
import { digestOf, newSecret } from "../auth/secrets";
import type { Mailer } from "../mail/mail.service";
import type { AccountRepo } from "./account.repo";
import {
  confirmEmailMail,
  EMAIL_LINK_MINUTES,
  emailChangeNoticeMail,
  passwordChangedMail,
} from "./profile.mails";
import type { ProfileRepo } from "./profile.repo";
import { LEARNING_HISTORY } from "./user-data";

export interface ProfileServiceOptions {
  repo: ProfileRepo;
  accounts: AccountRepo;
  passwords: {
    hash(password: string): Promise<string>;
    verify(stored: string | null, password: string): Promise<boolean>;
  };
  mailer: Mailer;
  translators: Record<Locale, Translate>;
  publicUrl: string;
  /** Drops the learner's sign-ins cached in this process after their tokens change. */
  forgetSignIns: (userId: string) => void;
  /** Brings the coach's stored review state up to the learner's answer sets (exported with them). */
  catchUpCoach: (userId: string) => Promise<void>;
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : "pt");
const wrongCurrentPassword = () => fieldError("current_password", "account.password.wrongCurrent");

/**
 * The learner changing their own account from the profile: name and language, password, e-mail
 * (through a link mailed to the new address), the password check before deletion, and the
 * download of everything we hold about them.
 */
export function createProfileService(options: ProfileServiceOptions) {
  const { repo, accounts, passwords, mailer, translators } = options;

  async function profileOf(userId: string) {
    const profile = await accounts.findProfile(userId);
    if (!profile) throw new AppError("UNAUTHENTICATED");
    return profile;
  }

  /** An account with a password confirms changes with it; a Google-only one has none to give. */
  async function checkCurrentPassword(stored: string | null, given: string | undefined) {
    if (!stored) return;
    if (!given) throw fieldError("current_password", "auth.validation.passwordRequired");
    if (!(await passwords.verify(stored, given))) throw wrongCurrentPassword();
  }

  return {
    async update(
      userId: string,
      changes: { name?: string | undefined; locale?: Locale | undefined },
    ) {
      const set: { name?: string; locale?: string } = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.locale !== undefined) set.locale = changes.locale;
      await repo.update(userId, set);
      // Cached sign-ins carry the name and language: the next request must see the new ones.
      options.forgetSignIns(userId);
    },

    /** Checks the password before the deletion's last step, so a mistake shows on its field. */
    async verifyPassword(userId: string, password: string) {
      const profile = await profileOf(userId);
      if (!(await passwords.verify(profile.passwordHash, password))) {
        throw fieldError("password", "account.deletion.wrongPassword");
      }
    },

    /** New password; every other sign-in ends (whoever knew the old one is signed out). */
    async changePassword(
      user: CurrentUser,
      input: { current_password?: string | undefined; password: string },
    ) {
      const profile = await profileOf(user.id);
      await checkCurrentPassword(profile.passwordHash, input.current_password);
      const passwordHash = await passwords.hash(input.password);
      await repo.transaction(async (tx) => {
        await repo.update(user.id, { passwordHash }, tx);
        await repo.endOtherSignIns(user.id, user.tokenId, tx);
        const t = translators[localeOf(profile.locale)];
        await mailer.enqueue(tx, {
          userId: user.id,
          to: profile.email,
          ...passwordChangedMail(t, { name: profile.name }),
        });
      });
      options.forgetSignIns(user.id);
      mailer.wake();
    },

    /** Mails a link to the new address (and a notice to the old one); nothing changes until it is opened. */
    async requestEmailChange(
      userId: string,
      input: { email: string; current_password?: string | undefined },
    ) {
      const profile = await profileOf(userId);
      const newEmail = normalizeEmail(input.email);
      if (newEmail === profile.email) throw fieldError("email", "account.email.same");
      await checkCurrentPassword(profile.passwordHash, input.current_password);
      if (await repo.emailInUse(newEmail)) throw fieldError("email", "account.register.emailTaken");
      const token = newSecret();
      const locale = localeOf(profile.locale);
      const t = translators[locale];
      await repo.transaction(async (tx) => {
        await repo.insertEmailChange(tx, {
          userId,
          newEmail,
          tokenHash: digestOf(token),
          expiresAt: new Date(Date.now() + EMAIL_LINK_MINUTES * 60_000),
        });
        const link = mailLink(options.publicUrl, "/confirm-email", locale, { token });
        await mailer.enqueue(tx, {
          userId,
          to: newEmail,
          ...confirmEmailMail(t, { name: profile.name, link }),
        });
        await mailer.enqueue(tx, {
          userId,
          to: profile.email,
          ...emailChangeNoticeMail(t, { name: profile.name, newEmail }),
        });
      });
      mailer.wake();
      return newEmail;
    },

    /** Opens the mailed link: the address changes once, within the hour, if nobody took it meanwhile. */
    async confirmEmailChange(token: string) {
      const changed = await repo.transaction(async (tx) => {
        const change = await repo.takeEmailChange(tx, digestOf(token), new Date());
        if (!change) return undefined;
        if (await repo.emailInUse(change.newEmail, tx)) {
          throw fieldError("email", "account.register.emailTaken");
        }
        try {
          await repo.update(change.userId, { email: change.newEmail }, tx);
        } catch (error) {
          // Someone registered the address in the instant between the check and the change.
          if (isUniqueViolation(error)) throw fieldError("email", "account.register.emailTaken");
          throw error;
        }
        return change.userId;
      });
      if (!changed) throw fieldError("token", "account.email.linkInvalid");
      options.forgetSignIns(changed);
    },

    async exportData(userId: string, now = new Date()) {
      await options.catchUpCoach(userId);
      const data = await repo.exportOf(userId, LEARNING_HISTORY);
      return { exported_at: now.toISOString(), ...data };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
