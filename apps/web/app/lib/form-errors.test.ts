import {
  deleteAccountSchema,
  loginSchema,
  resetPasswordSchema,
  signupFormSchema,
} from "@cc/contracts/auth";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { describeFailure, issueMessages, validateForm } from "./form-errors";

// Shows the key and its parameters, so the tests read what the learner would be told.
const t = (key: string, params?: Record<string, unknown>) =>
  params?.minimum !== undefined && key.startsWith("validation.") ? `${key}:${params.minimum}` : key;

const fieldsOf = (schema: Parameters<typeof validateForm>[0], values: unknown) => {
  const result = validateForm(schema, values);
  return result.issues ? issueMessages(result.issues, t) : {};
};

describe("client-side validation with the shared schemas", () => {
  it("login: required and well-formed email, password of at least 6", () => {
    expect(fieldsOf(loginSchema, { email: "", password: "" })).toEqual({
      email: ["auth.validation.emailRequired"],
      password: ["auth.validation.passwordRequired"],
    });
    expect(fieldsOf(loginSchema, { email: "ana@", password: "12345" })).toEqual({
      email: ["auth.validation.emailInvalid"],
      password: ["auth.validation.passwordMinLogin"],
    });
    const ok = validateForm(loginSchema, { email: " Ana@Example.PT ", password: "123456" });
    expect(ok.data).toEqual({ email: "Ana@Example.PT", password: "123456", remember: false });
  });

  it("signup: every field's own message, the terms included", () => {
    const errors = fieldsOf(signupFormSchema, {
      name: "A",
      email: "x",
      password: "1234567",
      password_confirmation: "",
      terms: false,
    });
    expect(errors).toEqual({
      name: ["auth.validation.nameMin"],
      email: ["auth.validation.emailInvalid"],
      password: ["auth.validation.passwordMinSignup"],
      password_confirmation: ["auth.validation.confirmationRequired"],
      terms: ["auth.validation.termsRequired"],
    });
  });

  it("signup: a confirmation that differs is reported under the confirmation", () => {
    expect(
      fieldsOf(signupFormSchema, {
        name: "Ana",
        email: "ana@example.pt",
        password: "12345678",
        password_confirmation: "12345679",
        terms: true,
      }),
    ).toEqual({ password_confirmation: ["auth.validation.passwordsMismatch"] });
  });

  it("reset: a missing token is reported, not thrown", () => {
    const errors = fieldsOf(resetPasswordSchema, {
      email: "ana@example.pt",
      token: "",
      password: "12345678",
      password_confirmation: "12345678",
    });
    expect(Object.keys(errors)).toEqual(["token"]);
  });

  it("deletion: the typed word must be ELIMINAR or DELETE, in capitals", () => {
    expect(fieldsOf(deleteAccountSchema, { password: "x", confirmation: "delete" })).toEqual({
      confirmation: ["auth.validation.deleteConfirmation"],
    });
    expect(validateForm(deleteAccountSchema, { confirmation: "DELETE" }).data).toBeDefined();
    expect(validateForm(deleteAccountSchema, { confirmation: "ELIMINAR" }).data).toBeDefined();
  });
});

describe("what a failed submit shows", () => {
  const apiError = (status: number, body?: ConstructorParameters<typeof ApiError>[2]) =>
    new ApiError(status, body?.message ?? `status ${status}`, body);

  it("wrong credentials: the server's message under the heading, not repeated under the field", () => {
    const message = "Estas credenciais não correspondem aos nossos registos.";
    expect(
      describeFailure(
        apiError(422, { message, errors: { email: [message] } }),
        ["email", "password"],
        "Login failed",
      ),
    ).toEqual({ summary: [message], fields: {} });
  });

  it("field messages go under their fields; hidden fields' messages under the heading", () => {
    const failure = describeFailure(
      apiError(422, {
        message: "A validação falhou.",
        errors: { email: ["Este email já está registado."], token: ["Link inválido."] },
      }),
      ["name", "email"],
      "Registration failed",
    );
    expect(failure).toEqual({
      summary: ["A validação falhou.", "Link inválido."],
      fields: { email: ["Este email já está registado."] },
    });
  });

  it("other failures: the client's localized message, or the form's fallback", () => {
    expect(describeFailure(apiError(429), ["email"], "Login failed").summary).toEqual([
      "status 429",
    ]);
    expect(describeFailure(new Error("boom"), ["email"], "Login failed").summary).toEqual([
      "Login failed",
    ]);
  });
});
