import { paymentsEndpoints } from "@cc/contracts/endpoints/payments";
import type { Locale } from "@cc/i18n/catalogue";
import { isLocale } from "@cc/i18n/catalogue";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { z } from "zod";
import type { Translate } from "../../core/translate";
import type { CheckoutLedger } from "./checkout-ledger";
import { formatAmount } from "./payments.mails";
import type { SandboxProvider } from "./sandbox.provider";

const ACTIONS = ["approve", "decline", "later", "mbway", "arrive", "expire"] as const;
const params = z.object({ sessionId: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });
const actionParams = params.extend({ action: z.enum(ACTIONS) });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's checkout page: it stands where Stripe's hosted page would, and its buttons play
 * the provider's part, sending signed webhooks to our own webhook route.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  options: { sandbox: SandboxProvider; translators: Record<Locale, Translate>; publicUrl: string },
) {
  const { sandbox } = options;
  // The page's forms post no fields; their body is not read.
  app.addContentTypeParser("application/x-www-form-urlencoded", (_request, _payload, done) =>
    done(null, {}),
  );

  async function deliver(event: Stripe.Event) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: sandbox.webhookSecret,
    });
    const answer = await app.inject({
      method: "POST",
      url: paymentsEndpoints.webhook.path,
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
  }

  app.get("/api/payments/sandbox/:sessionId", async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const session = parsed.success ? await sandbox.session(parsed.data.sessionId) : null;
    const locale =
      session && isLocale(session.metadata.locale) ? session.metadata.locale : request.locale;
    const expanded = session ? await sandbox.expanded(session.id) : null;
    const page = renderPage(options.translators[locale], locale, expanded);
    return reply
      .code(session ? 200 : 404)
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.publicUrl}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .type("text/html; charset=utf-8")
      .send(page);
  });

  app.post("/api/payments/sandbox/:sessionId/:action", async (request, reply) => {
    const parsed = actionParams.safeParse(request.params);
    const session = parsed.success ? await sandbox.session(parsed.data.sessionId) : null;
    if (!parsed.success || !session) return reply.code(404).send();
    const id = session.id;
    const play = async (move: (ledger: CheckoutLedger, sessionId: string) => Stripe.Event) =>
      deliver(await sandbox.act(id, move));
    try {
      switch (parsed.data.action) {
        case "approve":
          await play((ledger) => ledger.pay(id, "card"));
          return reply.redirect(session.success_url, 303);
        case "decline":
          await play((ledger) => ledger.decline(id));
          return reply.redirect(session.cancel_url, 303);
        case "later":
          await play((ledger) => ledger.completeUnpaid(id, "multibanco"));
          return reply.redirect(session.success_url, 303);
        case "mbway":
          await play((ledger) => ledger.completeUnpaid(id, "mb_way"));
          return reply.redirect(session.success_url, 303);
        case "arrive":
          await play((ledger) => ledger.asyncSucceeded(id));
          return reply.redirect(session.success_url, 303);
        case "expire":
          await play((ledger) => ledger.asyncFailed(id));
          return reply.redirect(session.cancel_url, 303);
      }
    } catch (error) {
      request.log.warn({ err: error }, "sandbox checkout action refused");
      // A finished session (a second click, a back button): its page says what became of it.
      return reply.redirect(`/api/payments/sandbox/${id}`, 303);
    }
  });
}

function renderPage(
  t: Translate,
  locale: Locale,
  session: ReturnType<CheckoutLedger["expanded"]> | null,
): string {
  const button = (action: string, label: string, primary = false) =>
    `<form method="post" action="/api/payments/sandbox/${session?.id}/${action}"><button type="submit" style="width:100%;padding:14px;margin:6px 0;font-size:16px;border-radius:8px;border:1px solid #0f766e;${primary ? "background:#0f766e;color:#fff" : "background:#fff;color:#0f766e"}">${escapeHtml(label)}</button></form>`;
  let body: string;
  if (!session) {
    body = `<p>${escapeHtml(t("payments.sandbox.unknown"))}</p>`;
  } else {
    const amount = formatAmount(locale, session.amount_total, session.currency.toUpperCase());
    const heading = `<p><strong>${escapeHtml(session.metadata.product ?? "")}</strong> — ${escapeHtml(amount)}</p>`;
    const details = session.payment_intent?.next_action?.multibanco_display_details;
    if (session.status === "open") {
      body = `${heading}<p>${escapeHtml(t("payments.sandbox.intro"))}</p>${button("approve", t("payments.sandbox.approve"), true)}${button("decline", t("payments.sandbox.decline"))}${button("later", t("payments.sandbox.later"))}${button("mbway", t("payments.sandbox.mbWay"))}`;
    } else if (session.payment_intent?.status === "requires_action") {
      const waiting = details
        ? t("payments.sandbox.waiting", { entity: details.entity, reference: details.reference })
        : t("payments.sandbox.waitingMbWay");
      body = `${heading}<p>${escapeHtml(waiting)}</p>${button("arrive", t("payments.sandbox.arrive"), true)}${button("expire", t(details ? "payments.sandbox.expire" : "payments.sandbox.expireMbWay"))}`;
    } else {
      body = `${heading}<p>${escapeHtml(t("payments.sandbox.over"))}</p><p><a href="${escapeHtml(session.success_url)}">${escapeHtml(t("payments.sandbox.back"))}</a></p>`;
    }
  }
  return `<!doctype html><html lang="${locale === "pt" ? "pt-PT" : "en-GB"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t("payments.sandbox.title"))}</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px;color:#1c1917"><main><h1 style="font-size:22px">${escapeHtml(t("payments.sandbox.title"))}</h1>${body}</main></body></html>`;
}
