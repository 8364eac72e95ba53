import { siteEndpoints as endpoints } from "@cc/contracts/endpoints/site";
import type { Database } from "@cc/db/database";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { route } from "../../plugins/endpoint-route";
import { limitPerValue } from "../../plugins/rate-limit";
import type { Mailer } from "../mail/mail.service";
import { contactCopyMail, contactSupportMail } from "./contact.mails";

/** One sender may write a few times a day; an address a few times an hour (spam, mail bombing). */
const CONTACT_RATE_LIMITS = {
  perAddress: { max: 5, timeWindow: "1 hour" },
  perEmail: { max: 3, timeWindow: "1 day" },
} as const;

/**
 * The public site's server side: who runs the service, and the contact form, which mails support
 * and sends the sender a copy (both queued in one transaction: both leave, or neither).
 */
export const siteRoutes: FastifyPluginAsyncZod<{
  operator: Config["operator"];
  supportEmail: string;
  db: Database;
  mailer: Mailer;
}> = async (app, { operator, supportEmail, db, mailer }) => {
  const identity = {
    name: operator.name,
    tax_id: operator.taxId,
    address: operator.address,
    email: operator.email,
    phone: operator.phone,
    placeholder: operator.placeholder,
  };
  route(app, endpoints.operator, {
    config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
    handler: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data: identity };
    },
  });

  route(app, endpoints.contact, {
    config: { rateLimit: CONTACT_RATE_LIMITS.perAddress },
    preHandler: [
      limitPerValue(app, {
        name: "contact",
        ...CONTACT_RATE_LIMITS.perEmail,
        value: (request) => (request.body as { email?: string } | undefined)?.email?.toLowerCase(),
      }),
    ],
    handler: async (request, reply) => {
      const { name, email, message, website } = request.body;
      // A bot filled the hidden field: it gets the same answer, and nothing is sent.
      if (!website) {
        const subject = request.body.subject || request.t("site.contactMail.noSubject");
        const content = { name, email, message, subject };
        await db.transaction(async (tx) => {
          await mailer.enqueue(tx, {
            userId: null,
            to: supportEmail,
            ...contactSupportMail(request.t, content),
          });
          await mailer.enqueue(tx, {
            userId: null,
            to: email,
            ...contactCopyMail(request.t, content),
          });
        });
        mailer.wake();
      }
      return reply.code(202).send({ data: { message: request.t("site.contact.sent") } });
    },
  });
};
