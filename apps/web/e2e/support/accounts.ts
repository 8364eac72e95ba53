import type { AuthResponse } from "@cc/contracts/auth";
import { freshEmail } from "@cc/server/testing";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new learner's details (an address no other test uses). */
export function newAccount(prefix = "learner"): TestAccount {
  counter++;
  return {
    name: `Ana Teste ${counter}`,
    email: freshEmail(prefix),
    password: `palavra-passe-${counter}`,
  };
}

/** Creates the account through the API (in the given language) and answers its token. */
export async function register(
  baseUrl: string,
  account: TestAccount,
  locale: "pt" | "en" = "pt",
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/register?locale=${locale}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as AuthResponse).token;
}

/** Opens the app signed in with `token`, in `locale`, the way a returning learner arrives. */
export async function arriveSignedIn(
  page: Page,
  token: string,
  path: string,
  locale: "pt" | "en" = "pt",
) {
  await page.goto("/404");
  await page.evaluate(
    ([value, language]) => {
      localStorage.setItem("auth_token", value);
      localStorage.setItem("locale", language);
    },
    [token, locale] as const,
  );
  await page.goto(path);
}

/** Console errors other than the browser's own line for an expected 4xx answer. */
export const unexpectedProblems = (page: { problems: string[] }) =>
  page.problems.filter(
    (problem) =>
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(problem),
  );
