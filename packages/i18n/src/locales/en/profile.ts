import type { Catalogue } from "../../catalogue";

export const profile: Pick<Catalogue, "profile"> = {
  profile: {
    confirmEmail: {
      title: "Confirm your new email",
      checking: "Checking the link…",
      toProfile: "Go to your profile",
      toLogin: "Log in",
    },
    title: "My profile",
    account: "Account",
    name: "Name",
    email: "Email",
    memberSince: "Member since",
    cancel: "Cancel",
    continue: "Continue",
    subscription: {
      title: "Subscription",
      status: "Status",
      active: "Active",
      expired: "Expired",
      none: "No subscription",
      expiresOn: "Valid until",
      expiredOn: "Expired on",
      daysRemaining: "Days remaining",
      subscribe: "See plans",
      renew: "Renew subscription",
    },
    reset: {
      title: "Reset progress",
      description:
        "Erases your exam and practice history, answers and statistics, so you can start from scratch. Your account and subscription stay.",
      button: "Reset progress",
      confirmTitle: "Reset your progress?",
      confirmBody:
        "Every exam, practice session, answer and statistic will be erased. Your account and subscription are not affected.",
      finalTitle: "Are you absolutely sure?",
      finalBody: "This cannot be undone: erased history cannot be recovered.",
      confirm: "Yes, reset my progress",
      working: "Resetting…",
      failed: "Failed to reset progress. Please try again.",
    },
    deletion: {
      title: "Delete account",
      description:
        "Deletes your account and all your data: answers, exams, statistics and notifications. Only the payment records the law requires us to keep remain, without personal data.",
      button: "Delete account",
      warningTitle: "Delete your account?",
      warningBody:
        "Your account, progress and statistics will be erased for good. An active subscription ends without an automatic refund.",
      formTitle: "Confirm the deletion",
      password: "Password",
      passwordHint: "If you only sign in with Google, leave this empty.",
      confirmation: "Type DELETE to confirm",
      reason: "Reason (optional)",
      reasonHint: "It helps us improve. Not required.",
      finalTitle: "Last chance",
      finalBody:
        "Once you confirm, the account is deleted immediately and cannot be recovered. Do you really want to go on?",
      keep: "Keep my account",
      confirm: "Delete permanently",
      working: "Deleting…",
      errorHeading: "Account Deletion Error",
      failed: "Failed to delete account. Please try again.",
    },
  },
};
