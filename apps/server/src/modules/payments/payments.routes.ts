import { messageResponseSchema } from "@cc/contracts/auth";
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentIdParams,
  paymentListResponseSchema,
  paymentResponseSchema,
  refundRequestSchema,
} from "@cc/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../core/errors";
import { requirePermission, requireUser, signedIn } from "../../plugins/auth";
import { limitPerValue } from "../../plugins/rate-limit";
import type { PaymentsService } from "./payments.service";
import { toPayment } from "./payments.view";

export const WEBHOOK_PATH = "/api/payments/webhook";

/** A learner's purchases (spec section 2, subscription and payment screens), and the admin's refund. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.post(
    "/api/v1/payments/checkout",
    {
      onRequest: [requireUser],
      config: { rateLimit: { max: 30, timeWindow: "1 hour" } },
      schema: {
        tags: ["payments"],
        summary: "Start buying a pass: answers the address of the checkout page",
        body: checkoutRequestSchema,
        response: { 201: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const data = await payments.startCheckout(user, request.body, request.locale);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    "/api/v1/payments",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["payments"],
        summary: "The learner's purchases, newest first",
        response: { 200: paymentListResponseSchema },
      },
    },
    async (request) => ({ data: await payments.list(signedIn(request).id) }),
  );

  app.get(
    "/api/v1/payments/:id",
    {
      onRequest: [requireUser],
      schema: {
        tags: ["payments"],
        summary: "One of the learner's payments (404 for anyone else's)",
        params: paymentIdParams,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => ({ data: await payments.view(signedIn(request).id, request.params.id) }),
  );

  app.post(
    "/api/v1/payments/:id/check",
    {
      onRequest: [requireUser],
      config: { rateLimit: { max: 120, timeWindow: "1 hour" } },
      schema: {
        tags: ["payments"],
        summary: "Check payment status: ask the provider now and apply its answer",
        params: paymentIdParams,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => ({ data: await payments.check(signedIn(request).id, request.params.id) }),
  );

  app.post(
    "/api/v1/payments/:id/refund-request",
    {
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
      schema: {
        tags: ["payments"],
        summary: "Withdraw from the contract: ask for a refund within 14 days of paying",
        params: paymentIdParams,
        body: refundRequestSchema,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => ({
      data: await payments.requestRefund(
        signedIn(request).id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    "/api/v1/admin/payments/:id/refund",
    {
      onRequest: [requirePermission("admin_manage")],
      schema: {
        tags: ["payments"],
        summary: "Refund a paid pass through the provider and end it (admin_manage)",
        params: paymentIdParams,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => {
      const [row] = await payments.findForOperator(request.params.id);
      if (!row) throw new AppError("NOT_FOUND");
      const refunded = await payments.refund(row, `admin:${signedIn(request).email}`);
      return { data: toPayment(refunded) };
    },
  );

  await app.register(webhookRoute, { payments });
};

/**
 * The provider's webhook. Its signature covers the exact bytes sent, so this route (and only this
 * one, in its own scope) reads JSON bodies as raw bytes instead of parsing them.
 */
async function webhookRoute(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    WEBHOOK_PATH,
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ["payments"],
        summary: "Stripe webhook (checkout.session.* events), signed with Stripe-Signature",
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const signature = request.headers["stripe-signature"];
      await payments.receiveEvent(
        request.body as Buffer,
        typeof signature === "string" ? signature : undefined,
      );
      return { data: { message: "ok" } };
    },
  );
}
