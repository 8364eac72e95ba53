import type { User } from "@cc/contracts/user";
import { describe, expect, it } from "vitest";
import { createSessionStore } from "./session";

const user = (name: string) => ({ name }) as User;

/** A session over a fake storage and a user endpoint whose answers the test releases by hand. */
function setup(stored: string | null = null) {
  let token = stored;
  const pending: { token: string | null; settle(result: User | { status: number }): void }[] = [];
  const store = createSessionStore({
    readToken: () => token,
    writeToken: (value) => {
      token = value;
    },
    loadUser: () =>
      new Promise<User>((resolve, reject) => {
        pending.push({
          token,
          settle: (result) => ("status" in result ? reject(result) : resolve(result)),
        });
      }),
  });
  return { store, pending, storedToken: () => token };
}

describe("session (spec section 4, Auth)", () => {
  it("loads the user of a stored token once, however many ask at the same time", async () => {
    const { store, pending } = setup("t1");
    const both = Promise.all([store.ensureUser(), store.ensureUser()]);
    expect(pending).toHaveLength(1);
    pending[0]!.settle(user("Ana"));
    expect((await both).map((u) => u?.name)).toEqual(["Ana", "Ana"]);
    expect(store.isAuthenticated()).toBe(true);
  });

  it("signs out when the stored token is refused (401), keeps it when offline", async () => {
    const refused = setup("old");
    const check = refused.store.ensureUser();
    refused.pending[0]!.settle({ status: 401 });
    expect(await check).toBeNull();
    expect(refused.storedToken()).toBeNull();

    const offline = setup("old");
    const retry = offline.store.ensureUser();
    offline.pending[0]!.settle({ status: 0 });
    expect(await retry).toBeNull();
    expect(offline.storedToken()).toBe("old");
  });

  it("signs in with a bare token once its user loads, and forgets a refused one", async () => {
    const { store, pending, storedToken } = setup();
    const signIn = store.signInWithToken("google-token");
    expect(pending[0]!.token).toBe("google-token");
    pending[0]!.settle(user("Bea"));
    expect((await signIn).name).toBe("Bea");
    expect(store.get()).toEqual({ token: "google-token", user: user("Bea") });

    const refused = store.signInWithToken("bad");
    pending[1]!.settle({ status: 401 });
    await expect(refused).rejects.toEqual({ status: 401 });
    expect(storedToken()).toBeNull();
    expect(store.isAuthenticated()).toBe(false);
  });

  it("never lets a check of the old token overwrite a newer sign-in", async () => {
    const { store, pending } = setup("stale");
    const oldCheck = store.ensureUser();
    store.signIn("fresh", user("New"));
    pending[0]!.settle({ status: 401 });
    await oldCheck;
    expect(store.get()).toEqual({ token: "fresh", user: user("New") });

    const late = setup("stale");
    const lateCheck = late.store.ensureUser();
    late.store.signIn("fresh", user("New"));
    late.pending[0]!.settle(user("Old"));
    await lateCheck;
    expect(late.store.get().user?.name).toBe("New");
  });
});
