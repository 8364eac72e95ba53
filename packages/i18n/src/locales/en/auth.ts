import type { Catalogue } from "../../catalogue";

export const auth: Pick<Catalogue, "auth"> = {
  auth: {
    validation: {
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      passwordRequired: "Password is required",
      passwordMinLogin: "Password must be at least 6 characters",
      passwordMinSignup: "Password must be at least 8 characters",
      passwordTooLong: "Password must not be longer than 256 characters",
      nameRequired: "Name is required",
      nameMin: "Name must be at least 2 characters",
      nameMax: "Name must not be longer than 100 characters",
      confirmationRequired: "Password confirmation is required",
      passwordsMismatch: "Passwords do not match",
      termsRequired: "You must accept the terms and conditions",
      tokenInvalid: "This reset link is invalid or has expired.",
      deleteConfirmation: "Please type DELETE to confirm account deletion",
    },
  },
};
