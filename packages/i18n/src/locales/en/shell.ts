import type { Catalogue } from "../../catalogue";

export const shell: Pick<
  Catalogue,
  "app" | "nav" | "footer" | "common" | "notFound" | "placeholder" | "toast"
> = {
  app: {
    name: "Código Certo",
    portugalBadge: "Portugal",
    skipToContent: "Skip to content",
  },
  nav: {
    main: "Main navigation",
    practice: "Practice",
    statistics: "Statistics",
    profile: "Profile",
    logout: "Log out",
    login: "Log in",
    signup: "Sign up",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    switchToEnglish: "Switch to English",
    switchToPortuguese: "Switch to Portuguese",
    darkTheme: "Dark theme",
  },
  footer: {
    signs: "Road signs",
    search: "Search",
    about: "About us",
    contact: "Contact",
    terms: "Terms and conditions",
    privacy: "Privacy policy",
    refund: "Refund policy",
    rights: "All rights reserved.",
    disclaimer:
      "An independent educational service. We cannot guarantee exam results and are not affiliated with IMT.",
  },
  common: {
    loading: "Loading…",
    backHome: "Back to the home page",
  },
  notFound: {
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
  },
  placeholder: {
    title: "Coming soon",
    body: "This section will be available soon.",
  },
  toast: {
    close: "Close notification",
    region: "Notifications",
  },
};
