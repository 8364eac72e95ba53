import { WEB_ROUTES, type WebAccess } from "@cc/contracts/web-routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";

type Entry = { path?: string; file: string; children?: Entry[] };

// The access a layout grants to the routes inside it.
const LAYOUT_ACCESS: Record<string, WebAccess> = {
  "routes/layouts/guest-only.tsx": "guest",
  "routes/layouts/signed-in.tsx": "auth",
  "routes/layouts/subscribed.tsx": "subscription",
};

function flatten(
  entries: Entry[],
  prefix = "",
  access: WebAccess = "public",
): [string, WebAccess][] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const own = LAYOUT_ACCESS[entry.file] ?? access;
    const self: [string, WebAccess][] = entry.path === undefined ? [] : [[path || "/", own]];
    return [...self, ...flatten(entry.children ?? [], path, own)];
  });
}

describe("the router and the shared route table", () => {
  const routerTable = flatten(routes as Entry[]).filter(([path]) => path !== "/*");
  // "/en/" is the router's "/en" (a trailing slash matches the same route).
  const expected = WEB_ROUTES.map((r) => [
    r.path.replace(/(.)\/$/, "$1"),
    r.access === "callback" ? "public" : r.access,
  ]);

  it("list the same pages with the same access", () => {
    const index = (routes as Entry[]).find((entry) => (entry as { index?: boolean }).index);
    expect(index?.file).toBe("routes/landing.tsx");
    expect(new Map(routerTable)).toEqual(
      new Map([...expected.filter(([p]) => p !== "/")] as [string, WebAccess][]),
    );
  });
});
