import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";

const refused = () => Promise.reject(new ApiError(409, "Already done.", undefined));

describe("the query client's failure reaction", () => {
  it("reacts to a failed read unless the read is quiet", async () => {
    const reactions: unknown[] = [];
    const client = createQueryClient((error) => reactions.push(error));
    await client.fetchQuery({ queryKey: ["loud"], queryFn: refused, retry: false }).catch(() => {});
    await client
      .fetchQuery({ queryKey: ["quiet"], queryFn: refused, retry: false, meta: { quiet: true } })
      .catch(() => {});
    expect(reactions).toHaveLength(1);
    expect((reactions[0] as ApiError).message).toBe("Already done.");
  });

  it("reacts to a failed write unless the write is quiet", async () => {
    const reactions: unknown[] = [];
    const client = createQueryClient((error) => reactions.push(error));
    const loud = new MutationObserver(client, { mutationFn: refused });
    const quiet = new MutationObserver(client, { mutationFn: refused, meta: { quiet: true } });
    await loud.mutate().catch(() => {});
    await quiet.mutate().catch(() => {});
    expect(reactions).toHaveLength(1);
  });

  it("does not retry a 4xx read, and retries others twice", async () => {
    const client = createQueryClient(() => {});
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ["4xx"],
        queryFn: () => {
          calls++;
          return refused();
        },
        retryDelay: 0,
      })
      .catch(() => {});
    expect(calls).toBe(1);
    calls = 0;
    await client
      .fetchQuery({
        queryKey: ["offline"],
        queryFn: () => {
          calls++;
          return Promise.reject(new ApiError(0, "offline", undefined));
        },
        retryDelay: 0,
      })
      .catch(() => {});
    expect(calls).toBe(3);
  });
});
