// The landing page's figures, counted from content/ at build time (apps/web/sign-library-plugin.ts).
declare module "virtual:landing-figures" {
  const figures: import("../../../sign-library-data").LandingFigures;
  export default figures;
}
