// The sign library's data for one language, built from content/ (apps/web/sign-library-plugin.ts).
declare module "virtual:sign-library/*" {
  const groups: import("@cc/content/sign-library").LibraryGroup[];
  export default groups;
}
