import { z } from "zod";
import { endpoint } from "../endpoint";
import { dataEnvelope } from "../envelope";
import { contactRequestSchema, operatorSchema } from "../site";

/** The public site: the operator's identity on the legal pages, and the contact form. */
export const siteEndpoints = {
  operator: endpoint({
    method: "GET",
    path: "/api/v1/site/operator",
    tags: ["site"],
    summary: "The operator's legal identity",
    responses: { 200: dataEnvelope(operatorSchema) },
  }),
  contact: endpoint({
    method: "POST",
    path: "/api/v1/contact",
    tags: ["site"],
    summary: "Send a message to support (the sender gets a copy)",
    body: contactRequestSchema,
    responses: { 202: dataEnvelope(z.object({ message: z.string() })) },
  }),
};
