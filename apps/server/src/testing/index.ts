/**
 * The server's public testing entry, `@cc/server/testing`: all that code outside apps/server
 * (browser journeys, the test run's setup, benchmarks) may use of it. The rest of apps/server/src
 * is the server's own; `npm run check` refuses other imports (.dependency-cruiser.cjs).
 */
export { buildApp } from "../app";
export { loadConfig } from "../config";
export { createPasswords } from "../modules/auth/passwords";
export { digestOf, newSecret } from "../modules/auth/secrets";
export { createCoachRepo } from "../modules/coach/coach.repo";
export { createCoachService } from "../modules/coach/coach.service";
export { bankFilesHash, syncBank } from "../modules/questions/bank-sync";
export { TRIAL_RATE_LIMITS } from "../modules/sessions/start.routes";
export { freshEmail } from "./accounts";
export { type OidcProvider, startOidcProvider } from "./oidc";
export { answerKey, wrongLetter } from "./sessions";
export { type SmtpCapture, startSmtpCapture } from "./smtp";
export { grantPassFrom, grantSubscription } from "./subscriptions";
