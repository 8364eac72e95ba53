import type { Catalogue } from "../../catalogue";

export const authPages: Pick<Catalogue, "authPages"> = {
  authPages: {
    fields: {
      name: "Name",
      email: "Email",
      password: "Password",
      newPassword: "New password",
      passwordConfirmation: "Confirm password",
      remember: "Keep me signed in",
      newPasswordHint: "At least 8 characters.",
    },
    or: "or",
    googleButton: "Continue with Google",
    login: {
      title: "Log in",
      subtitle: "Welcome back. Carry on preparing for your exam.",
      submit: "Log in",
      submitting: "Logging in…",
      errorHeading: "Login Error",
      failed: "Login failed. Please try again.",
      forgotLink: "Forgot your password?",
      noAccount: "No account yet?",
      signupLink: "Sign up",
    },
    signup: {
      title: "Create an account",
      subtitle: "Prepare for your theory exam at your own pace, on your phone or computer.",
      freeQuestions: "The free 30-question test needs no account: try it from the home page.",
      terms:
        "I have read and accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>",
      opensInNewTab: "(opens in a new tab)",
      submit: "Create account",
      submitting: "Creating account…",
      errorHeading: "Registration Error",
      failed: "Registration failed. Please try again.",
      haveAccount: "Already have an account?",
      loginLink: "Log in",
    },
    forgot: {
      title: "Reset your password",
      intro: "Enter your account's email and we will send you a link to choose a new password.",
      submit: "Send link",
      submitting: "Sending…",
      errorHeading: "Reset Link Error",
      failed: "The link could not be sent. Please try again.",
      sentTitle: "Check your email",
      sentBody:
        "If an account exists for {{email}}, we have sent it a link to choose a new password. The link is valid for 60 minutes and works once.",
      sentHint: "Nothing arrived? Look in your spam or junk folder.",
      tryAgain: "Use another email",
      backToLogin: "Back to log in",
    },
    reset: {
      title: "Choose a new password",
      intro: "Choose a new password for your account.",
      submit: "Save password",
      submitting: "Saving…",
      errorHeading: "Password Reset Error",
      failed: "The password could not be changed. Please try again.",
      incompleteLink:
        "This reset link is incomplete. Open the link in the email again or ask for a new one.",
      requestNew: "Ask for a new link",
    },
    google: {
      finishing: "Finishing Google sign-in…",
      errorTitle: "Google sign-in did not work",
      denied:
        "Access was not granted at Google. You can try again or log in with your email and password.",
      expired:
        "This sign-in attempt has expired or was already used. Start again from the log in page.",
      emailUnverified:
        "Google did not confirm your email address. Confirm it with Google or log in with your email and password.",
      accountConflict:
        "This email belongs to an account linked to another Google account. Use that Google account or log in with your email and password.",
      failed: "Google sign-in was not completed. Please try again.",
      backToLogin: "Back to log in",
    },
  },
};
