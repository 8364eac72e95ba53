import { paymentsEndpoints as endpoints } from "@cc/contracts/endpoints/payments";
import type { PlanId } from "@cc/contracts/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../core/errors";
import { requirePermission, requireUser, signedIn } from "../../plugins/auth";
import { route } from "../../plugins/endpoint-route";
import { limitPerValue } from "../../plugins/rate-limit";
import type { PaymentsService } from "./payments.service";
import { toPayment } from "./payments.view";

/** A learner's purchases (spec section 2, subscription and payment screens), and the admin's refund. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  popularPlan: () => Promise<PlanId | null>;
}> = async (app, { payments, popularPlan }) => {
  // Public: the passes are weighed before buying. Browsers may keep it as long as the server does.
  route(app, endpoints.popularPlan, {
    handler: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data: { most_popular: await popularPlan() } };
    },
  });

  route(app, endpoints.checkout, {
    onRequest: [requireUser],
    config: { rateLimit: { max: 30, timeWindow: "1 hour" } },
    handler: async (request, reply) => {
      const user = signedIn(request);
      const data = await payments.startCheckout(user, request.body, request.locale);
      return reply.code(201).send({ data });
    },
  });

  route(app, endpoints.list, {
    onRequest: [requireUser],
    handler: async (request) => ({ data: await payments.list(signedIn(request).id) }),
  });

  route(app, endpoints.payment, {
    onRequest: [requireUser],
    handler: async (request) => ({
      data: await payments.view(signedIn(request).id, request.params.id),
    }),
  });

  route(app, endpoints.check, {
    onRequest: [requireUser],
    config: { rateLimit: { max: 120, timeWindow: "1 hour" } },
    handler: async (request) => ({
      data: await payments.check(signedIn(request).id, request.params.id),
    }),
  });

  route(app, endpoints.purchaseReport, {
    onRequest: [requireUser],
    handler: async (request) => ({
      data: { report: await payments.claimReport(signedIn(request).id, request.params.id) },
    }),
  });

  route(app, endpoints.refundRequest, {
    onRequest: [requireUser],
    // It mails the learner and support: a few a day per address and per learner.
    config: {
      rateLimit: { max: 20, timeWindow: "1 hour", keyGenerator: (request) => request.ip },
    },
    preHandler: [
      limitPerValue(app, {
        name: "refund-request",
        max: 5,
        timeWindow: "1 hour",
        value: (request) => request.user?.id,
      }),
    ],
    handler: async (request) => ({
      data: await payments.requestRefund(
        signedIn(request).id,
        request.params.id,
        request.body.reason,
      ),
    }),
  });

  route(app, endpoints.adminRefund, {
    onRequest: [requirePermission("admin_manage")],
    handler: async (request) => {
      const [row] = await payments.findForOperator(request.params.id);
      if (!row) throw new AppError("NOT_FOUND");
      const refunded = await payments.refund(row, `admin:${signedIn(request).email}`);
      return { data: toPayment(refunded) };
    },
  });

  await app.register(webhookRoute, { payments });
};

/**
 * The provider's webhook. Its signature covers the exact bytes sent, so this route (and only this
 * one, in its own scope) reads JSON bodies as raw bytes instead of parsing them.
 */
const webhookRoute: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  route(app, endpoints.webhook, {
    bodyLimit: 1024 * 1024,
    handler: async (request) => {
      const signature = request.headers["stripe-signature"];
      await payments.receiveEvent(
        request.body as Buffer,
        typeof signature === "string" ? signature : undefined,
      );
      return { data: { message: "ok" } };
    },
  });
};
