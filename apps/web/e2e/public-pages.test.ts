import { type SmtpCapture, startSmtpCapture } from "@cc/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe";
import { browserPath, type Harness, startHarness } from "./support/harness";

const PAGES = [
  { path: "/terms", pt: "Termos e condições", en: "Terms and conditions" },
  { path: "/privacy", pt: "Política de privacidade", en: "Privacy policy" },
  { path: "/refund", pt: "Política de reembolso", en: "Refund policy" },
  { path: "/about", pt: "Sobre nós", en: "About us" },
  { path: "/contact", pt: "Contacto", en: "Contact" },
];

describe.skipIf(!browserPath())("legal and info pages in a real browser", () => {
  let smtp: SmtpCapture;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    h = await startHarness({
      env: {
        SMTP_URL: smtp.url,
        OPERATOR_NAME: "Escola Exemplo, Lda.",
        OPERATOR_TAX_ID: "509999999",
        OPERATOR_ADDRESS: "Rua do Exemplo 1, 1000-001 Lisboa",
        OPERATOR_EMAIL: "apoio@codigo.example",
        OPERATOR_PHONE: "+351 210 000 000",
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it("serves each page as real HTML with its title, description and structured data", async () => {
    for (const { path, pt } of PAGES) {
      const html = await (await fetch(`${h.baseUrl}${path}`)).text();
      expect(html, path).toContain(`<title>${pt} · Código Certo</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      const data = JSON.parse(json ?? "null");
      const [page, breadcrumb] = data["@graph"];
      expect(page.url).toBe(`${h.baseUrl}${path}`);
      expect(page.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(breadcrumb.itemListElement.map((i: { item: string }) => i.item)).toEqual([
        `${h.baseUrl}/`,
        `${h.baseUrl}${path}`,
      ]);
    }
  });

  for (const [locale, width] of [
    ["pt", 360],
    ["en", 1280],
  ] as const) {
    it(`shows every page in ${locale} at ${width} px with the operator, breadcrumb, review date and footer links, axe clean`, async () => {
      const page = await h.page({ width, height: 800 });
      for (const entry of PAGES) {
        await page.goto(`${entry.path}?lang=${locale}`);
        await page.getByRole("heading", { level: 1, name: entry[locale] }).waitFor();
        const crumbs = page.getByRole("navigation", {
          name: locale === "pt" ? "Caminho de navegação" : "Breadcrumb",
        });
        expect(await crumbs.getByRole("link").textContent()).toBe(
          locale === "pt" ? "Início" : "Home",
        );
        await page.getByText("Escola Exemplo, Lda.").waitFor();
        expect(await page.getByText("509999999").count()).toBe(1);
        expect(await page.locator("time").getAttribute("datetime")).toBe("2026-11-25");
        const book = page
          .getByRole("contentinfo")
          .getByRole("link", { name: /Livro de Reclamações/ });
        expect(await book.getAttribute("href")).toBe("https://www.livroreclamacoes.pt/");
        expect(await seriousA11yViolations(page), entry.path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      }
      expect(page.problems).toEqual([]);
    });
  }

  it("names the dispute-resolution entities in the terms, and the CNPD in the privacy policy", async () => {
    const page = await h.page();
    await page.goto("/terms");
    await page.getByText(/Lei n\.º 144\/2015/).waitFor();
    expect(await page.getByText(/www\.consumidor\.gov\.pt/).count()).toBe(1);
    await page.goto("/privacy");
    await page.getByText(/Comissão Nacional de Proteção de Dados/).waitFor();
  });

  it("sends the contact form to support with a copy to the sender, after showing field errors", async () => {
    const page = await h.page({ width: 360, height: 740 });
    await page.goto("/contact");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await page.getByText("Indique o seu nome (pelo menos 2 caracteres)").waitFor();
    expect(
      await page
        .getByLabel("Nome", { exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByLabel("Nome", { exact: true }).fill("Joana Reis");
    await page.getByLabel("Email", { exact: true }).fill("joana@learner.example");
    await page.getByLabel("Assunto (opcional)").fill("Dúvida sobre o exame");
    await page
      .getByLabel("Mensagem", { exact: true })
      .fill("Quantas perguntas tem o exame de código?");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await page
      .getByRole("status")
      .getByText(/Mensagem enviada/)
      .waitFor();
    const support = await smtp.nextMailTo("apoio@codigo.example");
    expect(support.subject).toBe("Contacto pelo site: Dúvida sobre o exame");
    expect(support.text).toContain("Quantas perguntas tem o exame de código?");
    const copy = await smtp.nextMailTo("joana@learner.example");
    expect(copy.subject).toBe("Recebemos a sua mensagem");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(page.problems).toEqual([]);
  });
});
