import type { Catalogue } from "../../catalogue";

export const account: Pick<Catalogue, "account"> = {
  account: {
    login: {
      failed: "These credentials do not match our records.",
    },
    register: {
      emailTaken: "An account with this email already exists.",
    },
    logout: {
      done: "You have been signed out.",
    },
    password: {
      linkSent:
        "We have sent an email to this address with the next steps. Check your inbox (and the spam folder).",
      resetDone: "Your password has been changed. Sign in with your new password.",
      changed: "Password changed. Your other sign-ins have been ended.",
      wrongCurrent: "The current password is not correct.",
      verified: "Password confirmed.",
    },
    progress: {
      resetDone: "Your progress has been reset.",
    },
    deletion: {
      requested: "We have recorded your request to delete your account.",
      done: "Your account and all your data have been deleted.",
      wrongPassword: "The password you entered is incorrect",
    },
    profile: {
      nothingToChange: "There is nothing to change.",
    },
    email: {
      linkSent:
        "We have sent a confirmation link to {{email}}. Your email changes when you open it.",
      changed: "Your email address has been changed.",
      same: "This is already your account's email address.",
      linkInvalid:
        "This link is not valid or has expired. Ask for the change again from your profile.",
    },
    mail: {
      greeting: "Hello {{name}},",
      greetingAnonymous: "Hello,",
      signature: "The Código Certo team",
      reset: {
        subject: "Reset your password",
        intro: "We received a request to reset the password of your Código Certo account.",
        action: "Choose a new password",
        validity: "The link is valid for {{minutes}} minutes and works only once.",
        notYou: "If you did not ask for this, ignore this email: your password stays the same.",
      },
      emailChange: {
        subject: "Confirm your new email address",
        intro:
          "You asked to use this address for your Código Certo account. Confirm by opening the link below.",
        action: "Confirm the new address",
        notYou: "If you did not ask for this, ignore this email: your account stays as it is.",
      },
      emailChangeNotice: {
        subject: "A change of your account's email was requested",
        intro:
          "Someone asked for your Código Certo account to use the address {{email}}. The change happens only when the link sent to that address is opened.",
        notYou: "If this was not you, change your password now and contact us.",
      },
      passwordChanged: {
        subject: "Your password was changed",
        intro:
          "The password of your Código Certo account has just been changed. Your other sign-ins have been ended.",
        notYou:
          "If this was not you, reset your password now with “Forgot password” and contact us.",
      },
      noAccount: {
        subject: "Password reset request",
        intro:
          "We received a request to reset the password of a Código Certo account with this address, but no account uses this email. Perhaps you signed up with another address.",
        action: "Create an account",
        notYou: "If you did not ask for this, you can ignore this email.",
      },
    },
  },
};
