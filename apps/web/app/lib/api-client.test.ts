import { endpoint } from "@cc/contracts/endpoint";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type ApiClient, type ApiClientDeps, type ApiError, createApiClient } from "./api-client";

const tags = ["test"];
/** Endpoints that take any answer, for what the client does around the parse. */
const read = endpoint({
  method: "GET",
  path: "/api/v1/x",
  responses: { 200: z.unknown() },
  tags,
  summary: "a read",
});
const write = endpoint({
  method: "POST",
  path: "/api/v1/exams/start",
  query: z.object({ page: z.number().optional(), skip: z.string().optional() }),
  body: z.unknown(),
  responses: { 200: z.unknown() },
  tags,
  summary: "a write",
});

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | "offline";

/** A client whose server answers from a script, recording what the client did. */
function setup(
  replies: Reply[] | ((url: string, init: RequestInit) => Reply),
  overrides: Partial<ApiClientDeps> = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const effects = {
    toasts: [] as string[],
    navigations: [] as string[],
    reports: 0,
    dropped: 0,
    refetched: 0,
  };
  let token: string | null = "old-token";
  const next = Array.isArray(replies)
    ? () => replies.shift() ?? { status: 200, body: {} }
    : replies;
  const deps: ApiClientDeps = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = typeof next === "function" ? next(url, init) : next;
      if (reply === "offline") throw new TypeError("Failed to fetch");
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        ...(reply.headers ? { headers: reply.headers } : {}),
      });
    }) as typeof fetch,
    getToken: () => token,
    getLocale: () => "en",
    translate: (key, params) => {
      const detail = params?.permission ?? params?.wait;
      return detail ? `${key}:${detail}` : key;
    },
    toast: ({ message }) => effects.toasts.push(message),
    currentPath: () => "/practice?mode=quick",
    navigate: (path) => effects.navigations.push(path),
    isAuthenticated: () => token !== null,
    recheckToken: async () => null,
    dropSession: () => {
      effects.dropped++;
      token = null;
    },
    refetchUser: async () => {
      effects.refetched++;
    },
    report: () => effects.reports++,
    ...overrides,
  };
  return {
    client: createApiClient(deps),
    calls,
    effects,
    setToken: (t: string | null) => (token = t),
  };
}

/** A call's failure, after the reaction the query caches give every call not marked quiet. */
const failure = async (client: ApiClient, promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    await client.reactTo(error);
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
};

describe("API client requests", () => {
  it("sends the bearer token, Accept-Language, locale and JSON, and unwraps nothing", async () => {
    const { client, calls } = setup([{ status: 200, body: { data: { ok: true } } }]);
    const body = await client.call(write, { body: { n: 1 }, query: { page: 2, skip: undefined } });
    expect(body).toEqual({ data: { ok: true } });
    const { url, init } = calls[0]!;
    expect(url).toBe("/api/v1/exams/start?page=2&locale=en");
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer old-token");
    expect(headers["Accept-Language"]).toBe("en");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"n":1}');
    expect(init.credentials).toBe("include");
  });

  it("sends no Authorization header without a token", async () => {
    const { client, calls, setToken } = setup([{ status: 200, body: {} }]);
    setToken(null);
    await client.call(read);
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe("API client calls to contract endpoints", () => {
  const one = endpoint({
    method: "PATCH",
    path: "/api/v1/things/:id/parts/:part",
    params: z.object({ id: z.string(), part: z.string() }),
    responses: {
      200: z.object({ data: z.object({ n: z.number() }) }),
      202: z.object({ ok: z.literal(true) }),
    },
    tags,
    summary: "one thing",
  });

  it("fills and encodes the path parameters, and sends no body when there is none", async () => {
    const { client, calls } = setup([{ status: 200, body: { data: { n: 1 } } }]);
    await client.call(one, { params: { id: "a/b", part: "c d" } });
    expect(calls[0]!.url).toBe("/api/v1/things/a%2Fb/parts/c%20d?locale=en");
    expect(calls[0]!.init.method).toBe("PATCH");
    expect(calls[0]!.init.body).toBeNull();
  });

  it("parses the answer with the schema of the status that came back", async () => {
    const { client } = setup([
      { status: 200, body: { data: { n: 1 }, extra: "dropped" } },
      { status: 202, body: { ok: true } },
      { status: 200, body: { data: { n: "1" } } },
    ]);
    expect(await client.call(one, { params: { id: "a", part: "b" } })).toEqual({ data: { n: 1 } });
    expect(await client.call(one, { params: { id: "a", part: "b" } })).toEqual({ ok: true });
    await expect(client.call(one, { params: { id: "a", part: "b" } })).rejects.toThrow(z.ZodError);
  });
});

describe("API client error handling (spec section 8)", () => {
  it("no answer: the network message", async () => {
    const { client, effects } = setup(["offline"]);
    const error = await failure(client, client.call(read));
    expect(error.status).toBe(0);
    expect(effects.toasts).toEqual(["errors.network"]);
  });

  it("401: one shared re-check for simultaneous failures, then sign out and go to login", async () => {
    const recheck = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return null;
    });
    const { client, effects, calls } = setup(
      () => ({ status: 401, body: { message: "Unauthenticated." } }),
      {
        recheckToken: recheck,
      },
    );
    const errors = await Promise.all([
      failure(client, client.call(read)),
      failure(client, client.call(read)),
      failure(client, client.call(read)),
    ]);
    expect(recheck).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => e.status)).toEqual([401, 401, 401]);
    expect(calls).toHaveLength(3);
    expect(effects.dropped).toBeGreaterThan(0);
    expect(effects.toasts).toContain("Unauthenticated.");
    expect(effects.navigations).toContain("/login?redirect=%2Fpractice%3Fmode%3Dquick");
  });

  it("401: retries once with the token the re-check found, and succeeds", async () => {
    const { client, calls, effects } = setup(
      (_url, init) =>
        (init.headers as Record<string, string>).Authorization === "Bearer new-token"
          ? { status: 200, body: { data: 1 } }
          : { status: 401 },
      { recheckToken: async () => "new-token" },
    );
    expect(await client.call(read)).toEqual({ data: 1 });
    expect(calls).toHaveLength(2);
    expect(effects.navigations).toEqual([]);
  });

  it("401 after the retry: no second retry, falls back to the default message", async () => {
    const { client, calls, effects } = setup(() => ({ status: 401 }), {
      recheckToken: async () => "still-bad",
    });
    await failure(client, client.call(read));
    expect(calls).toHaveLength(2);
    expect(effects.toasts).toEqual(["errors.sessionExpired"]);
  });

  it("402: refetch the user, then go to the subscription page", async () => {
    const { client, effects } = setup([
      { status: 402, body: { message: "Premium subscription required." } },
    ]);
    const error = await failure(client, client.call(write));
    expect(error.status).toBe(402);
    expect(effects.refetched).toBe(1);
    expect(effects.navigations).toEqual(["/subscription"]);
    expect(effects.toasts).toEqual(["Premium subscription required."]);
  });

  it("402 on the subscription page: only logged, no navigation", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, effects } = setup([{ status: 402 }], { currentPath: () => "/subscription" });
    await failure(client, client.call(read));
    expect(effects.navigations).toEqual([]);
    expect(effects.refetched).toBe(0);
    warn.mockRestore();
  });

  it("403 with access_premium: names the permission and goes to subscription", async () => {
    const { client, effects } = setup([
      { status: 403, body: { message: "x", required_permission: "access_premium" } },
    ]);
    await failure(client, client.call(read));
    expect(effects.toasts).toEqual(["errors.permissionRequired:access_premium"]);
    expect(effects.navigations).toEqual(["/subscription"]);
  });

  it("403 without a permission while signed out: server message, then login", async () => {
    const { client, effects, setToken } = setup([{ status: 403, body: { message: "Nope." } }]);
    setToken(null);
    await failure(client, client.call(read));
    expect(effects.toasts).toEqual(["Nope."]);
    expect(effects.navigations).toEqual(["/login"]);
  });

  it("422: shows each field message, and hands the field map to the caller", async () => {
    const body = {
      message: "Validation failed.",
      errors: { email: ["Email is required"], password: ["Too short"] },
    };
    const { client, effects } = setup([{ status: 422, body }]);
    const error = await failure(client, client.call(write, { body: {} }));
    expect(effects.toasts).toEqual(["Email is required", "Too short"]);
    expect(error.fieldErrors).toEqual(body.errors);
  });

  it("422 left to the caller (a quiet call): no toast, the first field message", async () => {
    const { client, effects } = setup([
      { status: 422, body: { message: "m", errors: { a: ["b"] } } },
    ]);
    const error = (await client.call(write, { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(effects.toasts).toEqual([]);
    expect(error.message).toBe("b");
  });

  it("429 and 500: the fixed messages", async () => {
    const { client, effects } = setup([
      { status: 429, body: { message: "slow" } },
      { status: 500, body: { message: "internal detail" } },
    ]);
    await failure(client, client.call(read));
    await failure(client, client.call(read));
    expect(effects.toasts).toEqual(["errors.tooManyRequests", "errors.serverError"]);
    expect(effects.reports).toBe(0);
  });

  it("429 with Retry-After: says how long to wait, in seconds or minutes", async () => {
    const { client } = setup([
      { status: 429, headers: { "retry-after": "40" } },
      { status: 429, headers: { "retry-after": "3541" } },
    ]);
    const waits: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const error = (await client.call(read).catch((e: unknown) => e)) as ApiError;
      waits.push(error.status, error.message);
    }
    expect(waits).toEqual([
      429,
      "errors.tooManyRequestsWait:in 40 seconds",
      429,
      "errors.tooManyRequestsWait:in 60 minutes",
    ]);
  });

  it("above 500: logged and reported", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { client, effects } = setup([{ status: 503 }]);
    await failure(client, client.call(read));
    expect(effects.reports).toBe(1);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("anything else: the server message or the generic one", async () => {
    const { client, effects } = setup([
      { status: 409, body: { message: "Already done." } },
      { status: 418 },
    ]);
    await failure(client, client.call(read));
    await failure(client, client.call(read));
    expect(effects.toasts).toEqual(["Already done.", "errors.unexpected"]);
  });
});
