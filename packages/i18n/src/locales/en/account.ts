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
    },
    progress: {
      resetDone: "Your progress has been reset.",
    },
    deletion: {
      requested: "We have recorded your request to delete your account.",
      done: "Your account and all your data have been deleted.",
      wrongPassword: "The password you entered is incorrect",
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
