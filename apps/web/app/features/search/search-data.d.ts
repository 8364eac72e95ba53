// The site search's index of one language, built from content/ and the pages (sign-library-plugin.ts).
declare module "virtual:search-index/*" {
  const index: import("./search-index").SearchEntry[];
  export default index;
}
