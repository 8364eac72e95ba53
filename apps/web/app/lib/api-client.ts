import type { Endpoint, EndpointInput, EndpointOutput } from "@cc/contracts/endpoint";
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
  /** Drops token and user (no server call), unless a newer sign-in replaced `failedToken`. */
  dropSession(failedToken: string | null): void;
  /** Refreshes the user record (after a 402, the subscription may have changed). */
  refetchUser(): Promise<void>;
  /** Sends a report of a >500 failure to the error-reporting endpoint. */
  report(details: { message: string; context: Record<string, unknown> }): void;
}

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
}

/** The input may be left out when the endpoint needs none. */
type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

type Method = Endpoint["method"];

/** `/api/v1/exams/:id` with `{ id: "x" }` -> `/api/v1/exams/x`, each value encoded. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The API client (spec section 8). A request only does what every failure needs whoever asked: a
 * 401 re-checks the token once and retries, then drops the session; a failure above 500 is
 * reported; the error carries a localized message. What the learner sees (toasts, being sent to
 * the sign-in or subscription page) is `reactTo`, which the query and mutation caches call for
 * every call not marked quiet (lib/query-client.ts).
 */
export function createApiClient(deps: ApiClientDeps) {
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
    return `${path}?${params}`;
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

  /** "Try again in 40 seconds" / "in 12 minutes", from a 429's Retry-After (seconds). */
  function tooManyRequests(retryAfter: string | null): string {
    const seconds = Number(retryAfter);
    if (!retryAfter || !Number.isFinite(seconds) || seconds <= 0) {
      return deps.translate("errors.tooManyRequests");
    }
    const when = new Intl.RelativeTimeFormat(deps.getLocale() === "pt" ? "pt-PT" : "en-GB", {
      numeric: "always",
    });
    const wait =
      seconds < 60
        ? when.format(Math.ceil(seconds), "second")
        : when.format(Math.ceil(seconds / 60), "minute");
    return deps.translate("errors.tooManyRequestsWait", { wait });
  }

  /** The error of a failed answer, with the message the learner should read. */
  function toError(
    method: Method,
    path: string,
    status: number,
    body: ErrorBody | undefined,
    retryAfter: string | null = null,
  ) {
    const own = (fallbackKey: string) => body?.message || deps.translate(fallbackKey);
    switch (status) {
      case 401:
        return new ApiError(401, own("errors.sessionExpired"), body);
      case 402:
        return new ApiError(402, own("errors.subscriptionRequired"), body);
      case 403: {
        const permission = body?.required_permission;
        const message = permission
          ? deps.translate("errors.permissionRequired", { permission })
          : own("errors.insufficientPermissions");
        return new ApiError(403, message, body);
      }
      case 422: {
        const first = Object.values(body?.errors ?? {}).flat()[0];
        return new ApiError(422, first ?? own("errors.validationFailed"), body);
      }
      case 429:
        return new ApiError(429, tooManyRequests(retryAfter), body);
      case 500:
        return new ApiError(500, deps.translate("errors.serverError"), body);
      default:
        if (status > 500) {
          console.error(`API ${method} ${path} failed with ${status}`);
          deps.report({
            message: `API ${method} ${path} answered ${status}`,
            context: { status, method, path },
          });
          return new ApiError(status, deps.translate("errors.serverError"), body);
        }
        return new ApiError(status, own("errors.unexpected"), body);
    }
  }

  async function request(method: Method, path: string, options: RequestOptions = {}) {
    let token = deps.getToken();
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await send(method, path, options, token);
      } catch (error) {
        if ((error as Error).name === "AbortError") throw error;
        throw new ApiError(0, deps.translate("errors.network"), undefined);
      }
      const body = await readBody(response);
      if (response.ok) return { status: response.status, body };
      if (response.status === 401) {
        // One shared token re-check and a single retry before the session is dropped.
        const retryToken = attempt === 0 && token ? await recheckOnce(token) : null;
        if (retryToken) {
          token = retryToken;
          continue;
        }
        deps.dropSession(token);
      }
      throw toError(
        method,
        path,
        response.status,
        body as ErrorBody | undefined,
        response.headers.get("retry-after"),
      );
    }
  }

  /** What the learner sees of a failure nobody handles on the spot: toasts, and where they go. */
  async function reactTo(error: unknown): Promise<void> {
    if (!(error instanceof ApiError)) return;
    const toast = (message: string) => deps.toast({ type: "error", message });
    switch (error.status) {
      case 401:
        toast(error.message);
        deps.navigate(`/login?redirect=${encodeURIComponent(deps.currentPath())}`);
        return;
      case 402:
        toast(error.message);
        if (deps.currentPath().startsWith("/subscription")) {
          console.warn("402 on the subscription page");
        } else {
          await deps.refetchUser().catch(() => {});
          deps.navigate("/subscription");
        }
        return;
      case 403:
        toast(error.message);
        if (error.body?.required_permission === "access_premium") deps.navigate("/subscription");
        else if (!deps.isAuthenticated()) deps.navigate("/login");
        return;
      case 422: {
        const messages = Object.values(error.fieldErrors).flat();
        for (const message of messages.length ? messages : [error.message]) toast(message);
        return;
      }
      default:
        toast(error.message);
    }
  }

  /**
   * Calls a contract endpoint: fills its path, sends query and body, and parses the answer with the
   * endpoint's schema for the status that came back, so a caller only ever sees a checked answer.
   */
  async function call<E extends Endpoint>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<EndpointOutput<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: RequestOptions["query"];
      body?: unknown;
    };
    const path = fillPath(endpoint.path, params);
    const answer = await request(endpoint.method, path, { query, body });
    const schema = endpoint.responses?.[answer.status];
    return (schema ? schema.parse(answer.body) : undefined) as EndpointOutput<E>;
  }

  return {
    reactTo,
    call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
