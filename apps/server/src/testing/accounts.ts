import { randomBytes } from "node:crypto";
import type { User } from "@cc/contracts/user";
import type { TestApp } from "./app";

let addressCounter = 0;

/**
 * A client address of its own: the sign-in routes are rate-limited per address, and tests that are
 * not about rate limits should never meet one.
 */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

const RUN = randomBytes(4).toString("hex");
let emailCounter = 0;
/** An address no other test (in this run or an earlier one sharing Redis) has used. */
export function freshEmail(prefix = "learner"): string {
  emailCounter += 1;
  return `${prefix}-${RUN}-${emailCounter}@example.com`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedUp {
  user: User;
  token: string;
  email: string;
  password: string;
}

/** Registers a learner through the API and returns their first token. */
export async function signUp(
  t: TestApp,
  options: { name?: string; email?: string; password?: string; locale?: "pt" | "en" } = {},
): Promise<SignedUp> {
  const email = options.email ?? freshEmail();
  const password = options.password ?? "correct horse battery";
  const response = await t.app.inject({
    method: "POST",
    url: `/api/register?locale=${options.locale ?? "pt"}`,
    remoteAddress: freshAddress(),
    payload: {
      name: options.name ?? "Ana Learner",
      email,
      password,
      password_confirmation: password,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const { user, token } = response.json() as { user: User; token: string };
  return { user, token, email, password };
}

/** Signs in through the API; answers the raw response (tests look at failures too). */
export function logIn(
  t: TestApp,
  body: { email: string; password: string; remember?: boolean },
  options: { locale?: "pt" | "en"; localeChosen?: boolean; remoteAddress?: string } = {},
) {
  const chosen = options.localeChosen ? "&locale_chosen=true" : "";
  return t.app.inject({
    method: "POST",
    url: `/api/login?locale=${options.locale ?? "pt"}${chosen}`,
    remoteAddress: options.remoteAddress ?? freshAddress(),
    payload: body,
  });
}
