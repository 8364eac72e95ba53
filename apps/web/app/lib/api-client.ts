import type { ErrorBody } from "@cc/contracts/errors";
import type { Locale } from "@cc/i18n/catalogue";
import type { ToastInput } from "./toasts";

/** A failed API call, after the client has done what spec section 8 asks for its status. */
export class ApiError extends Error {
  constructor(
    /** 0 when no answer came back (network). */
    readonly status: number,
    message: string,
    readonly body: ErrorBody | undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field -> messages of a 422, for forms that show them under each field. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken(): string | null;
  getLocale(): Locale;
  translate(key: string, params?: Record<string, unknown>): string;
  toast(input: ToastInput): void;
  /** Where the learner is now (path + query), to come back after signing in. */
  currentPath(): string;
  navigate(path: string): void;
  isAuthenticated(): boolean;
  /**
   * After a 401: checks the stored token once and returns the token to retry with, or null when
   * the session is gone. Simultaneous 401s share one call.
   */
  recheckToken(failedToken: string | null): Promise<string | null>;
  /** Drops token and user (no server call). */
  dropSession(): void;
  /** Refreshes the user record (after a 402, the subscription may have changed). */
  refetchUser(): Promise<void>;
  /** Sends a report of a >500 failure to the error-reporting endpoint. */
  report(details: { message: string; context: Record<string, unknown> }): void;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * Leave the errors of these statuses to the caller (no toast, no navigation): forms show 422
   * field messages inline, sign-in shows its own error.
   */
  quietStatuses?: number[];
  signal?: AbortSignal;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function createApiClient(deps: ApiClientDeps, baseUrl = "/api") {
  let pendingRecheck: Promise<string | null> | null = null;

  // One re-check at a time: requests failing together wait for the same answer.
  function recheckOnce(failedToken: string | null): Promise<string | null> {
    pendingRecheck ??= deps.recheckToken(failedToken).finally(() => {
      pendingRecheck = null;
    });
    return pendingRecheck;
  }

  function buildUrl(path: string, query: RequestOptions["query"]): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    params.set("locale", deps.getLocale());
    return `${baseUrl}${path}?${params}`;
  }

  async function send(method: Method, path: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Accept-Language": deps.getLocale(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    return deps.fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: "include",
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  }

  async function readBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function fail(status: number, fallbackKey: string, body: ErrorBody | undefined, quiet: boolean) {
    const message = body?.message || deps.translate(fallbackKey);
    if (!quiet) deps.toast({ type: "error", message });
    return new ApiError(status, message, body);
  }

  async function handleFailure(
    method: Method,
    path: string,
    status: number,
    body: ErrorBody | undefined,
    quiet: boolean,
  ): Promise<ApiError> {
    switch (status) {
      case 401: {
        deps.dropSession();
        const error = fail(401, "errors.sessionExpired", body, quiet);
        if (!quiet) {
          deps.navigate(`/login?redirect=${encodeURIComponent(deps.currentPath())}`);
        }
        return error;
      }
      case 402: {
        const error = fail(402, "errors.subscriptionRequired", body, quiet);
        if (!quiet) {
          if (deps.currentPath().startsWith("/subscription")) {
            console.warn("402 on the subscription page", path);
          } else {
            await deps.refetchUser().catch(() => {});
            deps.navigate("/subscription");
          }
        }
        return error;
      }
      case 403: {
        const permission = body?.required_permission;
        const message = permission
          ? deps.translate("errors.permissionRequired", { permission })
          : body?.message || deps.translate("errors.insufficientPermissions");
        if (!quiet) {
          deps.toast({ type: "error", message });
          if (permission === "access_premium") deps.navigate("/subscription");
          else if (!deps.isAuthenticated()) deps.navigate("/login");
        }
        return new ApiError(403, message, body);
      }
      case 422: {
        const messages = Object.values(body?.errors ?? {}).flat();
        const message = messages[0] ?? body?.message ?? deps.translate("errors.validationFailed");
        if (!quiet) {
          if (messages.length) for (const m of messages) deps.toast({ type: "error", message: m });
          else deps.toast({ type: "error", message });
        }
        return new ApiError(422, message, body);
      }
      case 429:
        return fail(429, "errors.tooManyRequests", undefined, quiet);
      case 500:
        return fail(500, "errors.serverError", undefined, quiet);
      default: {
        if (status > 500) {
          console.error(`API ${method} ${path} failed with ${status}`);
          deps.report({
            message: `API ${method} ${path} answered ${status}`,
            context: { status, method, path },
          });
          return fail(status, "errors.serverError", undefined, quiet);
        }
        return fail(status, "errors.unexpected", body, quiet);
      }
    }
  }

  async function request<T>(
    method: Method,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const quiet = (status: number) => options.quietStatuses?.includes(status) ?? false;
    let token = deps.getToken();
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await send(method, path, options, token);
      } catch (error) {
        if ((error as Error).name === "AbortError") throw error;
        const message = deps.translate("errors.network");
        if (!quiet(0)) deps.toast({ type: "error", message });
        throw new ApiError(0, message, undefined);
      }
      const body = await readBody(response);
      if (response.ok) return body as T;
      // A 401 gets one shared token re-check and a single retry before the session is dropped.
      if (response.status === 401 && attempt === 0 && token && !quiet(401)) {
        const retryToken = await recheckOnce(token);
        if (retryToken) {
          token = retryToken;
          continue;
        }
      }
      throw await handleFailure(
        method,
        path,
        response.status,
        body as ErrorBody | undefined,
        quiet(response.status),
      );
    }
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("POST", path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PATCH", path, { ...options, body }),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("DELETE", path, { ...options, body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
