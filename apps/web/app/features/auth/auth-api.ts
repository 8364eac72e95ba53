import type { AuthResponse } from "@cc/contracts/auth";
import { useQuery } from "@tanstack/react-query";
import { api, FORM_ERROR_STATUSES, fetchCsrfCookie, session } from "../../lib/api";

/** The forms show their own errors; the client leaves those statuses to them (no toasts). */
const quiet = { quietStatuses: FORM_ERROR_STATUSES };

export async function logIn(input: { email: string; password: string; remember: boolean }) {
  await fetchCsrfCookie();
  const { user, token } = await api.post<AuthResponse>("/login", input, quiet);
  session.signIn(token, user, input.remember);
  return user;
}

export async function register(input: {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}) {
  await fetchCsrfCookie();
  const { user, token } = await api.post<AuthResponse>("/register", input, quiet);
  session.signIn(token, user);
  return user;
}

/** The answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await fetchCsrfCookie();
  await api.post("/forgot-password", { email }, quiet);
}

/** Sets the new password from the mailed link; resolves with the server's confirmation. */
export async function resetPassword(input: {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}): Promise<string> {
  await fetchCsrfCookie();
  const { data } = await api.post<{ data: { message: string } }>("/reset-password", input, quiet);
  return data.message;
}

/** Which sign-in providers the server offers; none while unknown or when the call fails. */
export function useSignInProviders(): { google: boolean } {
  const query = useQuery({
    queryKey: ["auth", "providers"],
    queryFn: () =>
      api.get<{ data: { google: boolean } }>("/v1/auth/providers", {
        quietStatuses: [...FORM_ERROR_STATUSES, 401],
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return { google: query.data?.data.google === true };
}
