import type { SignClass } from "@cc/content/schema";
import type { LibraryGroup } from "@cc/content/sign-library";
import { publicPageAt, SIGN_GROUP_PAGES } from "@cc/contracts/public-pages";

/** The group whose own page an address is, if it is one (/sinais/proibicao → prohibition). */
export function groupOfPage(pathname: string): SignClass | undefined {
  const id = publicPageAt(pathname)?.id;
  return id?.startsWith("signs-") ? (id.slice("signs-".length) as SignClass) : undefined;
}

/**
 * The groups a page of the sign library shows before any search: a group page its own group, the
 * main page the groups without a page of their own (the first ones, in the Regulamento's order).
 */
export function groupsOnPage(groups: readonly LibraryGroup[], pathname: string): LibraryGroup[] {
  const own = groupOfPage(pathname);
  return groups.filter((group) =>
    own ? group.class === own : !Object.hasOwn(SIGN_GROUP_PAGES, group.class),
  );
}
