import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  type CheckoutLedger,
  createCheckoutLedger,
  LedgerNotFound,
} from "../modules/payments/checkout-ledger";

export const TEST_STRIPE_KEY = "sk_test_localfake";
export const TEST_WEBHOOK_SECRET = "whsec_localfaketestsecret";

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  ledger: CheckoutLedger;
  /** Every request received: method, path, Idempotency-Key and its parameters, decoded. */
  requests: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    form: Record<string, unknown>;
  }[];
  /** While true, every request gets Stripe's answer to an outage on its side (HTTP 500). */
  down: boolean;
  /** Signs an event the way Stripe signs its webhook deliveries. */
  sign(event: Stripe.Event, secret?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects; lists become index-keyed objects. */
function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return root;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": "req_local" });
  response.end(JSON.stringify(body));
}

const stripeError = (message: string, code?: string) => ({
  error: { type: "invalid_request_error", message, ...(code ? { code } : {}) },
});

/**
 * A local server answering the part of Stripe's HTTP API we use (Checkout Sessions, refunds) in
 * Stripe's own wire format, so the official `stripe` client talks to it unchanged.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const ledger = createCheckoutLedger({
    checkoutUrl: (sessionId) => `https://checkout.stripe.test/c/pay/${sessionId}`,
  });
  const requests: FakeStripe["requests"] = [];
  const state = { down: false };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const form = decodeForm(
      request.method === "GET" ? url.search.slice(1) : await readBody(request),
    );
    requests.push({ method: request.method ?? "", path: url.pathname, idempotencyKey, form });
    if (state.down) {
      return send(response, 500, {
        error: { type: "api_error", message: "An unknown error occurred" },
      });
    }
    if (request.headers.authorization !== `Bearer ${TEST_STRIPE_KEY}`) {
      return send(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    try {
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const item = (form.line_items as Record<string, Record<string, Record<string, string>>>)[
          "0"
        ];
        const metadata = (form.metadata ?? {}) as Record<string, string>;
        const session = ledger.create(
          {
            amount: Number(item?.price_data?.unit_amount),
            currency: String(item?.price_data?.currency),
            clientReferenceId: (form.client_reference_id as string) ?? null,
            customerEmail: (form.customer_email as string) ?? null,
            metadata,
            paymentMethodTypes: Object.values(
              (form.allowed_payment_method_types ?? {}) as Record<string, string>,
            ),
            successUrl: String(form.success_url),
            cancelUrl: String(form.cancel_url),
          },
          idempotencyKey,
        );
        return send(response, 200, session);
      }
      if (request.method === "GET" && sessionMatch?.[1]) {
        const expand = Object.values((form.expand ?? {}) as Record<string, string>);
        const id = sessionMatch[1];
        const wantsIntent = expand.some((path) => path.startsWith("payment_intent"));
        return send(response, 200, wantsIntent ? ledger.expanded(id) : ledger.session(id));
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        return send(response, 200, ledger.refund(String(form.payment_intent), idempotencyKey));
      }
      return send(
        response,
        404,
        stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`),
      );
    } catch (error) {
      if (error instanceof LedgerNotFound) {
        return send(response, 404, stripeError(error.message, "resource_missing"));
      }
      return send(response, 400, stripeError(String(error)));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    ledger,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    sign(event, secret = TEST_WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
