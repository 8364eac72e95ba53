import type { Catalogue } from "../../catalogue";

export const consent: Pick<Catalogue, "consent"> = {
  consent: {
    bannerTitle: "Cookies and privacy",
    bannerBody:
      "We use essential cookies to make the platform work. With your permission, we also use analytics and marketing cookies to measure and improve our advertising. You can change your mind at any time under “Cookie settings” in the footer.",
    privacyLink: "Privacy policy",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    customize: "Customise",
    settingsTitle: "Cookie settings",
    settingsIntro: "Choose which cookies you allow. Essential cookies cannot be switched off.",
    essential: "Essential",
    essentialHint: "They keep you signed in and remember your language and this choice. Always on.",
    analytics: "Analytics",
    analyticsHint: "They help us understand how the platform is used.",
    marketing: "Marketing",
    marketingHint: "They measure how well our adverts work (Meta and Google).",
    save: "Save preferences",
    cancel: "Cancel",
    footerLink: "Cookie settings",
  },
};
