import type { User } from "@cc/contracts/user";
import { isLocale } from "@cc/i18n/catalogue";
import { permissionsFor } from "../../core/current-user";
import { AppError, fieldError } from "../../core/errors";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import type { AccountRepo } from "./account.repo";
import { LEARNING_HISTORY, type LearnerTable } from "./user-data";

export interface AccountServiceOptions {
  repo: AccountRepo;
  subscriptions: SubscriptionsService;
  /** Checks a password against the stored hash (a dummy one when there is none). */
  verifyPassword: (stored: string | null, password: string) => Promise<boolean>;
  adminEmails: readonly string[];
  /** Ends the learner's sign-ins cached in this process (their tokens are gone with the account). */
  forgetSignIns: (userId: string) => void;
  /** Tests pass their own tables; the app uses the registry in user-data.ts. */
  learningHistory?: readonly LearnerTable[];
}

/** The signed-in learner's own account: what they see of it, progress reset and deletion. */
export function createAccountService(options: AccountServiceOptions) {
  const { repo, subscriptions } = options;

  async function profileOf(userId: string) {
    const profile = await repo.findProfile(userId);
    // The account went away while the token was in flight (deleted in another tab).
    if (!profile) throw new AppError("UNAUTHENTICATED");
    return profile;
  }

  return {
    /** GET /api/v1/user, and the `user` of the login and register answers. */
    async view(userId: string, now = new Date()): Promise<User> {
      const profile = await profileOf(userId);
      const subscription = await subscriptions.state(userId, now);
      const active = subscription.status === "active";
      return {
        id: profile.id,
        name: profile.name,
        email: profile.email,
        locale: isLocale(profile.locale) ? profile.locale : "pt",
        member_since: profile.createdAt.toISOString(),
        has_active_subscription: active,
        has_completed_trial: profile.hasCompletedTrial,
        has_password: profile.passwordHash !== null,
        // Set when a purchase must come first; no flow asks for it until payments exist.
        required_redirect: null,
        permissions: permissionsFor(
          { email: profile.email, hasActiveSubscription: active },
          options.adminEmails,
        ),
        exam_date: profile.examDate,
        subscription_info: {
          status: subscription.status,
          can_access_premium: active,
          plan: subscription.plan,
          started_at: subscription.startedAt?.toISOString() ?? null,
          expires_at: subscription.expiresAt?.toISOString() ?? null,
          days_remaining: subscription.daysRemaining,
        },
      };
    },

    /** Erases the learning history; the account, its sessions and its subscription stay. */
    async resetProgress(userId: string): Promise<void> {
      await repo.eraseLearningHistory(userId, options.learningHistory ?? LEARNING_HISTORY);
    },

    async requestDeletion(userId: string): Promise<void> {
      await repo.markDeletionRequested(userId, new Date());
    },

    /**
     * Deletes the account and everything about the learner. Accounts with a password confirm with
     * it; Google-only accounts have none, and the typed DELETE (checked by the schema) suffices.
     */
    async deleteAccount(userId: string, password: string | undefined): Promise<void> {
      const profile = await profileOf(userId);
      if (profile.passwordHash) {
        if (!password) throw fieldError("password", "auth.validation.passwordRequired");
        if (!(await options.verifyPassword(profile.passwordHash, password))) {
          throw new AppError("VALIDATION_FAILED", {
            messageKey: "account.deletion.wrongPassword",
            fieldErrors: { password: ["account.deletion.wrongPassword"] },
          });
        }
      }
      await repo.deleteUser(userId);
      options.forgetSignIns(userId);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
