import { SIGN_GROUP_PAGES } from "@cc/contracts/public-pages";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Route access lives in packages/contracts/src/web-routes.ts too (the server answers 404 and writes
// the sitemap from it); routes.test.ts keeps the two in step.
// Public pages: one module per page renders both languages, the address fixing which
// (@cc/contracts/public-pages); the sign library's two modules differ only in the data they load.
export default [
  index("routes/landing.tsx"),
  route("en", "routes/landing.tsx", { id: "landing-en" }),
  ...(["terms", "privacy", "refund", "about", "contact", "search"] as const).flatMap((page) => [
    route(page, `routes/${page}.tsx`, { id: page }),
    route(`en/${page}`, `routes/${page}.tsx`, { id: `${page}-en` }),
  ]),
  route("sinais", "routes/signs.tsx", { id: "signs" }),
  route("en/signs", "routes/signs-en.tsx", { id: "signs-en" }),
  // Groups with a page of their own, at the addresses the table gives (an unknown one is a 404).
  ...Object.entries(SIGN_GROUP_PAGES).flatMap(([group, paths]) => [
    route(paths.pt.slice(1), "routes/signs.tsx", { id: `signs-${group}` }),
    route(paths.en.slice(1), "routes/signs-en.tsx", { id: `signs-${group}-en` }),
  ]),
  route("trial", "routes/trial.tsx", { id: "trial" }),
  layout("routes/layouts/guest-only.tsx", [
    route("login", "routes/login.tsx", { id: "login" }),
    route("signup", "routes/signup.tsx", { id: "signup" }),
    route("forgot-password", "routes/forgot-password.tsx", { id: "forgot-password" }),
    route("reset-password", "routes/reset-password.tsx", { id: "reset-password" }),
  ]),
  route("vue/auth/google/callback", "routes/google-callback.tsx", { id: "google-callback" }),
  layout("routes/layouts/signed-in.tsx", [
    route("statistics", "routes/statistics.tsx", { id: "statistics" }),
    route("profile", "routes/profile.tsx", { id: "profile" }),
    route("subscription", "routes/subscription.tsx", { id: "subscription" }),
    route("payment/approved", "routes/payment-approved.tsx", { id: "payment-approved" }),
    route("payment/declined", "routes/payment-declined.tsx", { id: "payment-declined" }),
    route("review/:sessionId", "routes/review.tsx", { id: "review" }),
    layout("routes/layouts/subscribed.tsx", [
      route("weak-areas", "routes/weak-areas.tsx", { id: "weak-areas" }),
      route("practice", "routes/practice.tsx", { id: "practice" }),
      route("practice/quick", "routes/session.tsx", { id: "practice-quick" }),
      route("practice/weak-areas", "routes/session.tsx", { id: "practice-weak-areas" }),
      route("exam", "routes/session.tsx", { id: "exam" }),
      route("exam/full", "routes/session.tsx", { id: "exam-full" }),
      route("exam/thematic", "routes/session.tsx", { id: "exam-thematic" }),
      route("questions/:questionId", "routes/question.tsx", { id: "question" }),
    ]),
  ]),
  route("confirm-email", "routes/confirm-email.tsx", { id: "confirm-email" }),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
