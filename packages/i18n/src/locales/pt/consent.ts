export const consent = {
  consent: {
    bannerTitle: "Cookies e privacidade",
    bannerBody:
      "Usamos cookies essenciais para a plataforma funcionar. Com a sua autorização, usamos também cookies de análise e de marketing para medir e melhorar os nossos anúncios. Pode mudar de ideias quando quiser em «Definições de cookies», no rodapé.",
    privacyLink: "Política de privacidade",
    acceptAll: "Aceitar todos",
    rejectAll: "Rejeitar todos",
    customize: "Personalizar",
    settingsTitle: "Definições de cookies",
    settingsIntro: "Escolha que cookies autoriza. Os essenciais não podem ser desligados.",
    essential: "Essenciais",
    essentialHint: "Mantêm a sessão iniciada, a língua e esta escolha. Sempre ativos.",
    analytics: "Análise",
    analyticsHint: "Ajudam-nos a perceber como a plataforma é usada.",
    marketing: "Marketing",
    marketingHint: "Medem a eficácia dos nossos anúncios (Meta e Google).",
    save: "Guardar preferências",
    cancel: "Cancelar",
    footerLink: "Definições de cookies",
  },
};
