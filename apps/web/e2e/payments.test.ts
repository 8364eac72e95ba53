import { grantPassFrom } from "@cc/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arriveSignedIn, newAccount, register, unexpectedProblems } from "./support/accounts";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";
import { buttonLook, isPopularPlanAnswer, settled } from "./support/passes";

const PHONE = { width: 360, height: 740 };
const DAY = 86_400_000;

describe.skipIf(!browserPath())("buying a pass on the sandbox provider in a real browser", () => {
  let h: Harness;
  const admin = newAccount("pay-admin");
  beforeAll(async () => {
    h = await startHarness({ env: { ADMIN_EMAILS: admin.email } });
  });
  afterAll(() => h?.close());

  const api = (token: string, path: string, method = "GET") =>
    fetch(`${h.baseUrl}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });

  it("signs up, approves a card payment and opens practice (pt)", async () => {
    const page = await h.page(PHONE);
    const account = newAccount("buy");
    await page.goto("/signup");
    await page.getByLabel("Nome").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Palavra-passe", { exact: true }).fill(account.password);
    await page.getByLabel("Confirmar palavra-passe").fill(account.password);
    await page.getByRole("checkbox").check();
    const popularAnswered = page.waitForResponse(isPopularPlanAnswer);
    await page.getByRole("button", { name: "Criar conta" }).click();
    // Signup goes to practice; without a pass, practice sends the learner to the passes.
    await page.waitForURL((url) => url.pathname === "/subscription");
    // Without "keep me signed in", the token lives in this tab only.
    const token = (await page.evaluate(() => sessionStorage.getItem("auth_token"))) ?? "";
    await page.getByRole("heading", { name: "Passes de acesso" }).waitFor();
    await page.getByText("Ainda não tem um passe.").waitFor();
    // No sales yet: no pass is called the most popular, and the two look alike.
    await popularAnswered;
    await settled(page);
    expect(await page.getByText("Mais popular").count()).toBe(0);
    expect(await buttonLook(page, "Comprar o passe de 30 dias")).toEqual(
      await buttonLook(page, "Comprar o passe de 14 dias"),
    );
    expect(await page.getByText("IVA incluído").count()).toBe(2);
    expect(await page.getByText(/poupe|save/i).count()).toBe(0);
    // What a pass includes, the refund promise and the free trial, on the same page.
    await page.getByRole("heading", { name: "O que o passe inclui" }).waitFor();
    const refund = page.getByRole("region", { name: "Reembolso em 14 dias" });
    await refund.getByText(/em 1 a 2 dias úteis/).waitFor();
    await refund.getByRole("link", { name: "Política de reembolso" }).waitFor();
    await page.getByRole("button", { name: "Fazer o exame grátis" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Comprar o passe de 14 dias" }).dblclick();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    await page.getByRole("button", { name: "Aprovar o pagamento" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/approved");
    await page.getByRole("heading", { name: "Pagamento aprovado" }).waitFor();
    const facts = page.getByTestId("payment-facts");
    await facts.getByText("14 dias").waitFor();
    await facts.getByText(/8,00\s€/).waitFor();
    await facts.getByText(/^CC-[0-9A-F]{8}$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The double click made one purchase, not two.
    const mine = await api(token, "/v1/payments");
    expect((await mine.json()).data).toHaveLength(1);

    await page.getByRole("link", { name: "Ir para a área de prática" }).click();
    await page.waitForURL((url) => url.pathname === "/practice");
    await page.getByRole("heading", { name: "Praticar", exact: true }).waitFor();

    // Back on the passes: the access and its end, and renewing instead of buying.
    await page.goto("/subscription");
    await page.getByText(/^O seu acesso está ativo até .* Dias restantes: 14$/).waitFor();
    await page.getByRole("button", { name: "Juntar 30 dias" }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("after a pass has lapsed: Expired, the way back from the profile, and the free trial (en)", async () => {
    const token = await register(h.baseUrl, newAccount("lapsed"), "en");
    const { id } = (await (await api(token, "/v1/user")).json()).data;
    // A 14-day pass bought 20 days ago.
    await grantPassFrom(h.database, id, 14, new Date(Date.now() - 20 * DAY));
    const page = await h.page(PHONE);
    await arriveSignedIn(page, token, "/profile", "en");
    await page.getByRole("link", { name: "Buy more days" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription");
    await page.getByText(/^Your access ended on /).waitFor();
    await page.getByRole("button", { name: "Buy the 14-day pass" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The free trial stays open after the pass is over.
    await page.getByRole("button", { name: "Take the free exam" }).first().click();
    const modal = page.locator("dialog[open]");
    await modal.getByRole("button", { name: "Start the test" }).click();
    await modal.getByText("Question 1 of 30").waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("shows a declined payment and tries again (en)", async () => {
    const token = await register(h.baseUrl, newAccount("decline"), "en");
    const page = await h.page(PHONE);
    await arriveSignedIn(page, token, "/subscription", "en");
    await page.getByRole("button", { name: "Buy the 30-day pass" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    const firstCheckout = page.url();
    await page.getByRole("button", { name: "Decline the card" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/declined");
    await page.getByRole("heading", { name: "Payment not completed" }).waitFor();
    await page.getByText("The payment was declined.").waitFor();
    await page.getByTestId("payment-facts").getByText("30 days").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Try Again" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    expect(page.url()).not.toBe(firstCheckout);
    await page.getByRole("button", { name: "Approve the payment" }).waitFor();
  });

  it("waits for a Multibanco payment and gives access when the money arrives", async () => {
    const token = await register(h.baseUrl, newAccount("later"), "en");
    const page = await h.page(PHONE);
    await arriveSignedIn(page, token, "/subscription", "en");
    await page.getByRole("button", { name: "Buy the 14-day pass" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    const checkout = page.url();
    await page.getByRole("button", { name: "Pay later (Multibanco)" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/approved");
    await page.getByRole("heading", { name: "Pay with the Multibanco reference" }).waitFor();
    await page.getByTestId("multibanco").getByText("12345").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The passes page lists the payment in progress, with its reference.
    await page.goto("/subscription");
    await page.getByRole("heading", { name: "Payment in progress" }).waitFor();
    await page.getByTestId("multibanco").waitFor();

    await page.goto(checkout);
    await page.getByRole("button", { name: "The money arrived" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/approved");
    await page.getByRole("heading", { name: "Payment approved" }).waitFor();
    await page.getByRole("link", { name: "Go to the practice area" }).click();
    await page.waitForURL((url) => url.pathname === "/practice");
  });

  it("shows the MB WAY wait until the phone approves", async () => {
    const token = await register(h.baseUrl, newAccount("mbway"));
    const page = await h.page(PHONE);
    await arriveSignedIn(page, token, "/subscription");
    await page.getByRole("button", { name: "Comprar o passe de 30 dias" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    const checkout = page.url();
    await page.getByRole("button", { name: "Pagar com MB WAY (aprovar no telemóvel)" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/approved");
    await page.getByRole("heading", { name: "Aprove o pagamento no MB WAY" }).waitFor();
    await page.getByText("O pedido dura mais cerca de 4 minutos.").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The phone approves in another tab's stead: the waiting page notices by itself.
    const phone = await h.page(PHONE);
    await phone.goto(checkout);
    await phone.getByRole("button", { name: "O pagamento chegou" }).click();
    await page.getByRole("heading", { name: "Pagamento aprovado" }).waitFor({ timeout: 15_000 });
  });

  it("says when the MB WAY request has probably lapsed, and offers another try (en)", async () => {
    const token = await register(h.baseUrl, newAccount("mbway-late"), "en");
    const page = await h.page(PHONE);
    await page.clock.install();
    await arriveSignedIn(page, token, "/subscription", "en");
    await page.getByRole("button", { name: "Buy the 14-day pass" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    const checkout = page.url();
    await page.getByRole("button", { name: "Pay with MB WAY (approve on the phone)" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/approved");
    await page.getByText("The request lasts about 4 more minutes.").waitFor();
    await page.clock.fastForward("02:10");
    await page.getByText("The request lasts about 2 more minutes.").waitFor();
    await page.clock.fastForward("02:00");
    await page.getByText("The MB WAY request has probably expired.").waitFor();
    expect(await page.getByText(/more minutes?\./).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The provider then reports the request as failed: the declined page says why.
    await page.goto(checkout);
    await page.getByRole("button", { name: "The MB WAY request expired" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/declined");
    await page
      .getByText("The MB WAY request was not approved in time, or was refused on the phone.")
      .waitFor();
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    expect(page.url()).not.toBe(checkout);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("withdraws from the profile within 14 days, with a second step", async () => {
    const token = await register(h.baseUrl, newAccount("withdraw"), "en");
    const page = await h.page(PHONE);
    await arriveSignedIn(page, token, "/subscription", "en");
    await page.getByRole("button", { name: "Buy the 14-day pass" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/api/payments/sandbox/"));
    await page.getByRole("button", { name: "Approve the payment" }).click();
    await page.waitForURL((url) => url.pathname === "/payment/approved");

    await page.goto("/profile");
    await page.getByRole("button", { name: "Withdraw from contract here" }).click();
    await page.getByLabel("Reason (optional)").fill("Passed the exam");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm withdrawal and ask for a refund" }).click();
    await page.getByText(/^Refund request received on /).waitFor();
    expect(await page.getByRole("button", { name: "Withdraw from contract here" }).count()).toBe(0);

    // An admin approves it: the payment's page then says refunded, never "your pass is active".
    const [bought] = (await (await api(token, "/v1/payments")).json()).data;
    const adminToken = await register(h.baseUrl, admin);
    const refunded = await api(adminToken, `/v1/admin/payments/${bought.id}/refund`, "POST");
    expect(refunded.status).toBe(200);
    await page.goto(`/payment/approved?payment=${bought.id}`);
    await page.getByRole("heading", { name: "Payment refunded" }).waitFor();
    expect(await page.getByText("Your pass is active", { exact: false }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Start practising" }).count()).toBe(0);
    expect((await (await api(token, "/v1/user")).json()).data.subscription_info.status).not.toBe(
      "active",
    );
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it("answers Access Denied for another learner's payment, and an access error without one", async () => {
    const ownerToken = await register(h.baseUrl, newAccount("owner"));
    const started = await fetch(`${h.baseUrl}/api/v1/payments/checkout`, {
      method: "POST",
      headers: { authorization: `Bearer ${ownerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ plan: "14-days", idempotency_key: crypto.randomUUID() }),
    });
    const { payment_id: paymentId } = (await started.json()).data;

    const token = await register(h.baseUrl, newAccount("intruder"));
    const page = await h.page(PHONE);
    await arriveSignedIn(page, token, `/payment/approved?payment=${paymentId}`);
    await page.getByRole("heading", { name: "Acesso negado" }).waitFor();
    expect(await page.getByText("8,00").count()).toBe(0);
    await page.getByRole("link", { name: "Voltar aos passes" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The declined page answers the same for someone else's payment, or for none.
    await page.goto(`/payment/declined?payment=${paymentId}`);
    await page.getByRole("heading", { name: "Sem resposta de pagamento" }).waitFor();
    expect(await page.getByRole("button", { name: "Tentar novamente" }).count()).toBe(0);
    await page.goto("/payment/declined");
    await page.getByRole("heading", { name: "Sem resposta de pagamento" }).waitFor();
    // An address that names no payment at all is no payment response either.
    await page.goto("/payment/approved?payment=not-a-payment");
    await page.getByRole("heading", { name: "Acesso negado" }).waitFor();
    expect(unexpectedProblems(page)).toEqual([]);
  });
});
