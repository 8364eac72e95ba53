import { PUBLIC_URL_TOKEN } from "@cc/contracts/web-routes";

/** The site's address: the token while prerendering (the server fills it in), else this origin. */
export const siteUrl = () =>
  typeof window === "undefined" ? PUBLIC_URL_TOKEN : window.location.origin;
