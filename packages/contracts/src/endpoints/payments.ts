import { messageResponseSchema } from "../auth";
import { endpoint } from "../endpoint";
import { dataEnvelope } from "../envelope";
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentIdParams,
  paymentListResponseSchema,
  paymentResponseSchema,
  popularPlanSchema,
  purchaseReportResponseSchema,
  refundRequestSchema,
} from "../payments";

const tags = ["payments"];

/** The passes' popularity, a learner's purchases, the admin's refund, and the provider's webhook. */
export const paymentsEndpoints = {
  popularPlan: endpoint({
    method: "GET",
    path: "/api/v1/payments/plans/popular",
    tags,
    summary: "The pass most bought in the last 90 days (paid, not refunded), if sales say so",
    responses: { 200: dataEnvelope(popularPlanSchema) },
  }),
  checkout: endpoint({
    method: "POST",
    path: "/api/v1/payments/checkout",
    tags,
    summary: "Start buying a pass: answers the address of the checkout page",
    body: checkoutRequestSchema,
    responses: { 201: checkoutResponseSchema },
  }),
  list: endpoint({
    method: "GET",
    path: "/api/v1/payments",
    tags,
    summary: "The learner's purchases, newest first",
    responses: { 200: paymentListResponseSchema },
  }),
  payment: endpoint({
    method: "GET",
    path: "/api/v1/payments/:id",
    tags,
    summary: "One of the learner's payments (404 for anyone else's)",
    params: paymentIdParams,
    responses: { 200: paymentResponseSchema },
  }),
  check: endpoint({
    method: "POST",
    path: "/api/v1/payments/:id/check",
    tags,
    summary: "Check payment status: ask the provider now and apply its answer",
    params: paymentIdParams,
    responses: { 200: paymentResponseSchema },
  }),
  purchaseReport: endpoint({
    method: "POST",
    path: "/api/v1/payments/:id/report",
    tags,
    summary:
      "Claim the one report of a paid purchase to the advertising trackers (true the first time only)",
    params: paymentIdParams,
    responses: { 200: purchaseReportResponseSchema },
  }),
  refundRequest: endpoint({
    method: "POST",
    path: "/api/v1/payments/:id/refund-request",
    tags,
    summary: "Withdraw from the contract: ask for a refund within 14 days of paying",
    params: paymentIdParams,
    body: refundRequestSchema,
    responses: { 200: paymentResponseSchema },
  }),
  adminRefund: endpoint({
    method: "POST",
    path: "/api/v1/admin/payments/:id/refund",
    tags,
    summary: "Refund a paid pass through the provider and end it (admin_manage)",
    params: paymentIdParams,
    responses: { 200: paymentResponseSchema },
  }),
  /** Called by the payment provider; the body is read as raw bytes, as its signature covers them. */
  webhook: endpoint({
    method: "POST",
    path: "/api/payments/webhook",
    responses: { 200: messageResponseSchema },
    tags,
    summary: "Stripe webhook (checkout.session.* events), signed with Stripe-Signature",
  }),
};
