import "@cc/contracts/validation-messages";
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@cc/db/database";
import { DAY_MS } from "@cc/domain/coach/memory";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config";
import { createTranslators } from "./core/translate";
import { createAccountRepo } from "./modules/account/account.repo";
import { accountRoutes } from "./modules/account/account.routes";
import { createAccountService } from "./modules/account/account.service";
import { createProfileRepo } from "./modules/account/profile.repo";
import { profileRoutes } from "./modules/account/profile.routes";
import { createProfileService } from "./modules/account/profile.service";
import { createAuthRepo } from "./modules/auth/auth.repo";
import { authRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { googleRoutes } from "./modules/auth/google.routes";
import { createGoogleSignIn } from "./modules/auth/google.service";
import { createPasswords } from "./modules/auth/passwords";
import { shareForgetting } from "./modules/auth/shared-forgetting";
import { createTokenCache } from "./modules/auth/token-cache";
import { createCoachRepo } from "./modules/coach/coach.repo";
import { coachRoutes } from "./modules/coach/coach.routes";
import { createCoachService } from "./modules/coach/coach.service";
import { examDateRoutes } from "./modules/coach/exam-date.routes";
import { generateAnalysisRoutes } from "./modules/coach/generate-analysis.routes";
import { createNotificationsRepo } from "./modules/coach/notifications.repo";
import { notificationsRoutes } from "./modules/coach/notifications.routes";
import { createNotificationsService } from "./modules/coach/notifications.service";
import { createErrorReportsRepo } from "./modules/error-reports/error-reports.repo";
import { errorReportsRoutes } from "./modules/error-reports/error-reports.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { createMailer } from "./modules/mail/mail.service";
import { createPaymentProvider } from "./modules/payments/payments.provider-factory";
import { createPaymentsRepo } from "./modules/payments/payments.repo";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { createPaymentsService } from "./modules/payments/payments.service";
import { createPopularPlan } from "./modules/payments/popular-plan";
import { sandboxRoutes } from "./modules/payments/sandbox.routes";
import { createQuestionsRepo } from "./modules/questions/questions.repo";
import { questionsRoutes } from "./modules/questions/questions.routes";
import { createQuestionsService } from "./modules/questions/questions.service";
import { createStudy } from "./modules/questions/study";
import { createStudyRepo } from "./modules/questions/study.repo";
import { studyRoutes } from "./modules/questions/study.routes";
import { createQuestionCache } from "./modules/sessions/question-cache";
import { createSessionsRepo } from "./modules/sessions/sessions.repo";
import { sessionsRoutes } from "./modules/sessions/sessions.routes";
import { createSessionsService } from "./modules/sessions/sessions.service";
import { siteRoutes } from "./modules/site/site.routes";
import { createSubscriptionsRepo } from "./modules/subscriptions/subscriptions.repo";
import { createSubscriptionsService } from "./modules/subscriptions/subscriptions.service";
import { trackerSources } from "./modules/tracking/content-security";
import { trackingRoutes } from "./modules/tracking/tracking.routes";
import { authPlugin, requirePremium } from "./plugins/auth";
import { errorsPlugin, sendRouteNotFound } from "./plugins/errors";
import { i18nPlugin } from "./plugins/i18n";
import { inputHygienePlugin } from "./plugins/input-hygiene";
import { loggerOptions } from "./plugins/logging";
import { metricsPlugin } from "./plugins/metrics";
import { openapiPlugin } from "./plugins/openapi";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityPlugin } from "./plugins/security";
import { serializerCompiler } from "./plugins/serializer";
import { registerWeb } from "./plugins/web";

export interface AppDependencies {
  database: DatabaseHandle;
  redis?: Redis | undefined;
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions["logger"];
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** How often each process checks whether the coach's daily refit is due. */
const REFIT_CHECK_MS = 60 * 60_000;

/** Builds the whole application without listening: server.ts listens, tests use `inject`. */
export async function buildApp(config: Config, deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    // Fastify's own JSON parser refuses a `__proto__` key by default; a `constructor.prototype`
    // key is refused the same way (both answer 400 MALFORMED_JSON).
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: anything else is a clear 415, not a string reaching a JSON schema.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // While closing, answers to in-flight requests ask the client to drop its keep-alive
  // connection, so the graceful shutdown does not wait for idle sockets to time out.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? "(unmatched)",
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { database: deps.database });
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { redis: deps.redis, perMinute: config.rateLimitPerMinute });
  await app.register(openapiPlugin);

  // Accounts: the auth plugin resolves bearer tokens for every route registered after it.
  const { db } = deps.database;
  const mailer = createMailer(db, { ...config.mail, dataDir: config.dataDir }, app.log);
  app.addHook("onReady", async () => mailer.start());
  app.addHook("onClose", () => mailer.stop());
  const translators = createTranslators();
  const passwords = createPasswords();
  const authRepo = createAuthRepo(db);
  const tokenCache = createTokenCache(config.tokenCacheSeconds * 1000);
  // With Redis, a learner's sign-ins forgotten here are forgotten by every process at once.
  const sharedSignIns = deps.redis && shareForgetting(tokenCache, deps.redis);
  if (sharedSignIns) app.addHook("onClose", async () => sharedSignIns.close());
  const forgetSignIns = sharedSignIns ? sharedSignIns.forgetUser : tokenCache.forgetUser;
  const auth = createAuthService({
    repo: authRepo,
    passwords,
    mailer,
    translators,
    publicUrl: config.publicUrl,
    tokenTtlMs: config.tokenTtlMs,
    adminEmails: config.adminEmails,
    tokenCache: { get: tokenCache.get, set: tokenCache.set, forgetUser: forgetSignIns },
  });
  const subscriptions = createSubscriptionsService(createSubscriptionsRepo(db));
  const accountRepo = createAccountRepo(db);
  const account = createAccountService({
    repo: accountRepo,
    subscriptions,
    verifyPassword: passwords.verify,
    adminEmails: config.adminEmails,
    forgetSignIns,
  });
  const google =
    config.google &&
    createGoogleSignIn({
      ...config.google,
      publicUrl: config.publicUrl,
      repo: authRepo,
      auth,
      log: app.log,
    });
  await app.register(authPlugin, { authenticate: auth.authenticate });
  // Operator commands run by this process (server.ts) report the accounts they change here.
  app.decorate("accountChanged", forgetSignIns);

  const { database } = deps;
  await app.register(healthRoutes, { database, redis: deps.redis });
  await app.register(errorReportsRoutes, { repo: createErrorReportsRepo(database.db) });
  await app.register(authRoutes, { auth, account, googleEnabled: Boolean(google) });
  await app.register(googleRoutes, { google });
  await app.register(accountRoutes, { account });
  const coachRepo = createCoachRepo(database.db);
  const coach = createCoachService(coachRepo, { db: database.db });
  const profile = createProfileService({
    repo: createProfileRepo(db),
    accounts: accountRepo,
    passwords,
    mailer,
    translators,
    publicUrl: config.publicUrl,
    forgetSignIns,
    catchUpCoach: coach.catchUp,
  });
  await app.register(profileRoutes, { account, profile });
  const questionsRepo = createQuestionsRepo(database.db);
  await app.register(questionsRoutes, {
    repo: questionsRepo,
    service: createQuestionsService(questionsRepo),
    browseGuard: [requirePremium],
  });
  await app.register(studyRoutes, {
    study: createStudy({ questions: questionsRepo, study: createStudyRepo(database.db) }),
  });
  const sessionsRepo = createSessionsRepo(database.db);
  await app.register(sessionsRoutes, {
    service: createSessionsService({
      repo: sessionsRepo,
      cache: createQuestionCache(sessionsRepo, { checkEveryMs: config.bankRefreshSeconds * 1000 }),
      weakAreaPicks: coach.practice,
      catchUpCoach: coach.catchUp,
    }),
  });

  await app.register(trackingRoutes, { tracking: config.tracking });
  await app.register(siteRoutes, {
    operator: config.operator,
    supportEmail: config.supportEmail,
    db,
    mailer,
  });
  const paymentProvider = createPaymentProvider(config, db);
  await app.register(paymentsRoutes, {
    payments: createPaymentsService({
      repo: createPaymentsRepo(db),
      provider: paymentProvider,
      subscriptions,
      mailer,
      translators,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      onAccessChanged: forgetSignIns,
    }),
    popularPlan: createPopularPlan(db),
  });
  if (paymentProvider?.name === "sandbox") {
    await app.register(sandboxRoutes, {
      sandbox: paymentProvider,
      translators,
      publicUrl: config.publicUrl,
    });
  }

  await app.register(coachRoutes, { coach });
  await app.register(generateAnalysisRoutes, { coach });
  await app.register(examDateRoutes, { examDates: coach.examDates });
  // The population priors are refitted once a day by whichever process gets there first, and at
  // start when the latest fit is older (or missing), never in a request's path.
  const refit = () => {
    coach.refit(DAY_MS).catch((error) => app.log.error({ err: error }, "coach refit failed"));
  };
  app.addHook("onReady", async () => refit());
  const refits = setInterval(refit, REFIT_CHECK_MS).unref();
  app.addHook("onClose", async () => clearInterval(refits));
  await app.register(notificationsRoutes, {
    notifications: createNotificationsService({
      repo: createNotificationsRepo(database.db),
      coach,
      coachRepo,
    }),
  });

  const web = await registerWeb(app, {
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
    thirdParties: trackerSources(config.tracking),
  });
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    return (isPageRequest && web?.servePage(request, reply)) || sendRouteNotFound(request, reply);
  });

  return app;
}
