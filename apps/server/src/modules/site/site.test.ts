import { operatorSchema } from "@cc/contracts/site";
import { mailOutbox } from "@cc/db/schema/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp";

const OPERATOR = {
  OPERATOR_NAME: "Escola Exemplo, Lda.",
  OPERATOR_TAX_ID: "509999999",
  OPERATOR_ADDRESS: "Rua do Exemplo 1, 1000-001 Lisboa",
  OPERATOR_EMAIL: "apoio@codigo.example",
  OPERATOR_PHONE: "+351 210 000 000",
};

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, ...OPERATOR });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const contact = (body: Record<string, unknown>, locale = "pt", address = "203.0.113.7") =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/contact?locale=${locale}`,
    payload: body,
    remoteAddress: address,
  });

describe("the operator's identity", () => {
  it("comes from configuration", async () => {
    const answer = await t.app.inject({ method: "GET", url: "/api/v1/site/operator" });
    expect(operatorSchema.parse(answer.json().data)).toEqual({
      name: OPERATOR.OPERATOR_NAME,
      tax_id: OPERATOR.OPERATOR_TAX_ID,
      address: OPERATOR.OPERATOR_ADDRESS,
      email: OPERATOR.OPERATOR_EMAIL,
      phone: OPERATOR.OPERATOR_PHONE,
      placeholder: false,
    });
  });

  it("falls back to marked development defaults while unset", async () => {
    const plain = await createTestApp({ OPERATOR_NAME: "Só o nome" });
    try {
      const data = (await plain.app.inject({ method: "GET", url: "/api/v1/site/operator" })).json()
        .data;
      expect(data.placeholder).toBe(true);
      expect(data.name).toBe("Só o nome");
      expect(data.tax_id).toContain("(development default)");
    } finally {
      await plain.close();
    }
  });
});

describe("the contact form", () => {
  it("mails support and sends the sender a copy, in the sender's language", async () => {
    const answer = await contact(
      {
        name: "Rita Sousa",
        email: "rita@learner.example",
        subject: "Pagamento Multibanco",
        message: "Paguei ontem a referência e ainda não tenho acesso.",
      },
      "en",
    );
    expect(answer.statusCode).toBe(202);
    expect(answer.json().data.message).toContain("Message sent");
    const support = await smtp.nextMailTo(OPERATOR.OPERATOR_EMAIL);
    expect(support.subject).toBe("Website contact: Pagamento Multibanco");
    expect(support.text).toContain("From: Rita Sousa <rita@learner.example>");
    expect(support.text).toContain("Paguei ontem a referência");
    const copy = await smtp.nextMailTo("rita@learner.example");
    expect(copy.subject).toBe("We have received your message");
    expect(copy.text).toContain("Paguei ontem a referência");
  });

  it("refuses a short message with a localized field error, and sends nothing", async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const answer = await contact({ name: "R", email: "not-an-address", message: "olá" });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toMatchObject({
      name: ["Indique o seu nome (pelo menos 2 caracteres)"],
      email: ["Por favor introduza um email válido"],
      message: ["A mensagem deve ter pelo menos 10 caracteres"],
    });
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it("answers a bot that filled the hidden field as if sent, and sends nothing", async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const answer = await contact({
      name: "Spam Bot",
      email: "bot@spam.example",
      message: "Buy cheap things at our shop today!",
      website: "https://spam.example",
    });
    expect(answer.statusCode).toBe(202);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it("limits one sender to 3 messages a day", async () => {
    const message = {
      name: "Rui Lopes",
      email: "rui@learner.example",
      message: "Uma pergunta sobre o exame.",
    };
    for (let i = 0; i < 3; i++) {
      expect((await contact(message, "pt", `198.51.100.${i + 1}`)).statusCode).toBe(202);
    }
    const refused = await contact(message, "pt", "198.51.100.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
  });
});
