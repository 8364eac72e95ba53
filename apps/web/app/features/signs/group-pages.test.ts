import { loadBank } from "@cc/content/load";
import { signLibrary } from "@cc/content/sign-library";
import { PUBLIC_PAGES, SIGN_GROUP_PAGES } from "@cc/contracts/public-pages";
import { describe, expect, it } from "vitest";
import { groupOfPage, groupsOnPage } from "./group-pages";

const groups = signLibrary(loadBank(), "pt");

describe("the sign library's pages", () => {
  it("show every drawn group on exactly one page, and no page is empty", () => {
    const pages = [
      PUBLIC_PAGES.signs.pt,
      ...Object.values(SIGN_GROUP_PAGES).map((paths) => paths.pt),
    ];
    const shown = pages.map((path) => groupsOnPage(groups, path).map((group) => group.class));
    for (const [index, classes] of shown.entries()) expect(classes, pages[index]).not.toEqual([]);
    expect(shown.flat().sort()).toEqual(groups.map((group) => group.class).sort());
  });

  it("keep the main page well under the whole library, for a fast first paint", () => {
    const count = (list: typeof groups) => list.reduce((sum, g) => sum + g.signs.length, 0);
    expect(count(groupsOnPage(groups, "/en/signs"))).toBeLessThan(count(groups) / 3);
  });

  it("know a group page by its address in either language", () => {
    expect(groupOfPage("/sinais/proibicao")).toBe("prohibition");
    expect(groupOfPage("/en/signs/road-markings/")).toBe("marking");
    expect(groupOfPage("/sinais")).toBeUndefined();
    expect(groupOfPage("/terms")).toBeUndefined();
  });
});
