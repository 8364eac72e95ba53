import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../core/current-user";
import { createTokenCache } from "./token-cache";

const learner = (id: string): CurrentUser => ({
  id,
  name: `Learner ${id}`,
  email: `${id}@example.com`,
  locale: "pt",
  permissions: ["read_basic"],
  tokenId: `token-of-${id}`,
});

describe("the token cache", () => {
  it("answers a looked-up token until its time is up", () => {
    let now = 1_000;
    const cache = createTokenCache(5_000, () => now);
    cache.set("digest-a", learner("a"));
    now += 4_999;
    expect(cache.get("digest-a")?.id).toBe("a");
    now += 1;
    expect(cache.get("digest-a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets every token of one learner and only theirs", () => {
    const cache = createTokenCache(5_000);
    cache.set("phone", learner("a"));
    cache.set("laptop", learner("a"));
    cache.set("other", learner("b"));
    cache.forgetUser("a");
    expect(cache.get("phone")).toBeUndefined();
    expect(cache.get("laptop")).toBeUndefined();
    expect(cache.get("other")?.id).toBe("b");
  });

  it("keeps nothing when turned off", () => {
    const cache = createTokenCache(0);
    cache.set("digest-a", learner("a"));
    expect(cache.get("digest-a")).toBeUndefined();
  });

  it("stays bounded, making room by dropping the oldest entry", () => {
    const cache = createTokenCache(60_000);
    for (let i = 0; i < 20_001; i++) cache.set(`digest-${i}`, learner(`u${i}`));
    expect(cache.size).toBe(20_000);
    expect(cache.get("digest-0")).toBeUndefined();
    expect(cache.get("digest-20000")?.id).toBe("u20000");
  });
});
