import type { User } from "@cc/contracts/user";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import { createSession } from "./session";

const user = (name: string) => ({ name }) as User;

/** A session over a fake storage and a user endpoint whose answers the test releases by hand. */
function setup(stored: string | null = null) {
  let token = stored;
  const pending: { token: string | null; settle(result: User | { status: number }): void }[] = [];
  const reactions: unknown[] = [];
  const queryClient = createQueryClient((error) => reactions.push(error));
  const session = createSession(queryClient, {
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
  return { session, pending, reactions, storedToken: () => token };
}

/** Lets the session's promise chains run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("session (spec section 4, Auth)", () => {
  it("loads the user of a stored token once, however many ask at the same time", async () => {
    const { session, pending } = setup("t1");
    const both = Promise.all([session.ensureUser(), session.ensureUser()]);
    await settled();
    expect(pending).toHaveLength(1);
    pending[0]!.settle(user("Ana"));
    expect((await both).map((u) => u?.name)).toEqual(["Ana", "Ana"]);
    expect(session.isAuthenticated()).toBe(true);
  });

  it("signs out when the stored token is refused (401), keeps it when offline, quietly", async () => {
    const refused = setup("old");
    const check = refused.session.ensureUser();
    await settled();
    refused.pending[0]!.settle({ status: 401 });
    expect(await check).toBeNull();
    expect(refused.storedToken()).toBeNull();
    expect(refused.reactions).toEqual([]);

    const offline = setup("old");
    const retry = offline.session.ensureUser();
    await settled();
    offline.pending[0]!.settle({ status: 0 });
    expect(await retry).toBeNull();
    expect(offline.storedToken()).toBe("old");
    expect(offline.reactions).toEqual([]);
  });

  it("signs in with a bare token once its user loads, and forgets a refused one", async () => {
    const { session, pending, storedToken } = setup();
    const signIn = session.signInWithToken("google-token");
    await settled();
    expect(pending[0]!.token).toBe("google-token");
    pending[0]!.settle(user("Bea"));
    expect((await signIn).name).toBe("Bea");
    expect(session.get()).toEqual({ token: "google-token", user: user("Bea") });

    const refused = session.signInWithToken("bad");
    await settled();
    pending[1]!.settle({ status: 401 });
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(storedToken()).toBeNull();
    expect(session.isAuthenticated()).toBe(false);
  });

  it("never lets a check of the old token overwrite a newer sign-in", async () => {
    const { session, pending } = setup("stale");
    const oldCheck = session.ensureUser();
    await settled();
    await session.signIn("fresh", user("New"));
    pending[0]!.settle({ status: 401 });
    await oldCheck;
    await settled();
    expect(session.get()).toEqual({ token: "fresh", user: user("New") });

    const late = setup("stale");
    const lateCheck = late.session.ensureUser();
    await settled();
    await late.session.signIn("fresh", user("New"));
    late.pending[0]!.settle(user("Old"));
    await lateCheck;
    await settled();
    expect(late.session.get().user?.name).toBe("New");
  });
});
