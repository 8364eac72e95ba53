import { authEndpoints as endpoints } from "@cc/contracts/endpoints/auth";
import { queryOptions } from "@tanstack/react-query";
import { api, fetchCsrfCookie, session } from "../../lib/api";
import { adoptAccountLocale, localeChosen } from "../../lib/i18n";
import { track } from "../../lib/tracking/events";

// The forms call these through useForm's mutation, which is quiet: they show their own errors.

export async function logIn(input: { email: string; password: string; remember: boolean }) {
  await fetchCsrfCookie();
  const { user, token } = await api.call(endpoints.login, {
    query: { locale_chosen: localeChosen() ? "true" : "false" },
    body: input,
  });
  await adoptAccountLocale(user.locale);
  await session.signIn(token, user, input.remember);
  track.login();
  return user;
}

export async function register(input: {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}) {
  await fetchCsrfCookie();
  const { user, token } = await api.call(endpoints.register, { body: input });
  await session.signIn(token, user);
  track.registration();
  return user;
}

/** The answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await fetchCsrfCookie();
  await api.call(endpoints.forgotPassword, { body: { email } });
}

/** Sets the new password from the mailed link; resolves with the server's confirmation. */
export async function resetPassword(input: {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}): Promise<string> {
  await fetchCsrfCookie();
  return (await api.call(endpoints.resetPassword, { body: input })).data.message;
}

export const authQueries = {
  /** Which sign-in providers the server offers; asked once per visit. */
  providers: () =>
    queryOptions({
      queryKey: ["auth", "providers"],
      queryFn: async () => (await api.call(endpoints.providers)).data,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      // Without an answer there is simply no Google button.
      meta: { quiet: true },
    }),
};
