import type { LegalDocument } from "./document";

export const privacy: LegalDocument = {
  reviewed: "2026-11-25",
  text: {
    pt: {
      title: "Política de privacidade",
      description:
        "Que dados pessoais o Código Certo trata, para quê, com que fundamento, durante quanto tempo e como exerce os seus direitos (RGPD).",
      sections: [
        {
          heading: "1. Responsável pelo tratamento",
          paragraphs: [
            "O responsável pelo tratamento dos seus dados pessoais é a entidade identificada nesta página. Para qualquer questão sobre os seus dados, escreva para o email indicado.",
          ],
        },
        {
          heading: "2. Que dados tratamos",
          paragraphs: [],
          items: [
            "Conta: nome, email, idioma preferido e a palavra-passe, que guardamos apenas sob a forma de uma impressão irreversível (argon2id). Se entrar com a Google, recebemos o seu nome, email e o identificador da sua conta Google.",
            "Estudo: as sessões que faz, as respostas que dá, o tempo por pergunta e os resultados, com que calculamos as estatísticas e a estimativa de preparação.",
            "Pagamentos: o passe comprado, o valor, o estado e as referências do pagamento, e o NIF se o indicar para a fatura. Os dados do cartão ficam apenas com o prestador de pagamentos.",
            "Contactos: o nome, o email e a mensagem que nos envia pelo formulário de contacto.",
            "Dados técnicos: o endereço IP e a hora de cada pedido, usados para proteger o serviço contra abusos (limites de pedidos) e para diagnosticar erros.",
          ],
        },
        {
          heading: "3. Para que os usamos e com que fundamento",
          paragraphs: [],
          items: [
            "Prestar o serviço que contratou (conta, prática, estatísticas, passes): execução do contrato (art. 6.º, n.º 1, alínea b) do RGPD).",
            "Faturação e registos contabilísticos: cumprimento de obrigações legais (alínea c).",
            "Segurança, prevenção de abusos e correção de erros: interesse legítimo em manter o serviço seguro e a funcionar (alínea f).",
            "Medir a eficácia dos nossos anúncios com cookies de marketing: apenas com o seu consentimento (alínea a), que pode retirar a qualquer momento.",
          ],
        },
        {
          heading: "4. Com quem partilhamos",
          paragraphs: [
            "Só partilhamos dados com prestadores que os tratam por nossa conta e segundo as nossas instruções:",
          ],
          items: [
            "o prestador de pagamentos (Stripe), para processar os pagamentos;",
            "o prestador de envio de email, para lhe enviar as mensagens do serviço;",
            "a Google, se escolher entrar com a sua conta Google;",
            "a Meta e a Google, para medir anúncios, apenas se aceitar os cookies de marketing;",
            "o prestador de alojamento onde o serviço funciona.",
          ],
        },
        {
          heading: "5. Transferências para fora do Espaço Económico Europeu",
          paragraphs: [
            "Alguns destes prestadores podem tratar dados fora do Espaço Económico Europeu. Nesse caso, a transferência assenta numa decisão de adequação da Comissão Europeia ou em cláusulas contratuais-tipo aprovadas por ela.",
          ],
        },
        {
          heading: "6. Durante quanto tempo",
          paragraphs: [],
          items: [
            "Os dados da conta e de estudo, enquanto a conta existir. Ao eliminar a conta, são apagados.",
            "Os registos de pagamento e faturação, pelo prazo que a lei fiscal e contabilística exige.",
            "As mensagens de contacto, o tempo necessário para responder e tratar o assunto.",
            "A sua escolha sobre cookies, 365 dias; depois voltamos a perguntar.",
          ],
        },
        {
          heading: "7. Os seus direitos",
          paragraphs: [
            "Tem direito de acesso, retificação, apagamento, limitação do tratamento, portabilidade e oposição, e pode retirar um consentimento a qualquer momento sem afetar o tratamento já feito. Pode reiniciar o progresso e eliminar a conta no seu perfil; para os restantes pedidos, escreva-nos. Respondemos no prazo de um mês.",
            "Tem também o direito de apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD, www.cnpd.pt).",
          ],
        },
        {
          heading: "8. Cookies e armazenamento no navegador",
          paragraphs: [
            "Os essenciais funcionam sempre: a sessão iniciada, o idioma e a sua escolha sobre cookies (guardada no navegador e num cookie chamado cookie-consent). Os de marketing (_fbp e _fbc da Meta; _gcl_au, _ga e _gid da Google, e no navegador a lista das compras já comunicadas, para nunca as comunicar duas vezes) só são usados se os aceitar, e são apagados se retirar o consentimento. Pode mudar a escolha em «Definições de cookies», no rodapé de todas as páginas.",
          ],
        },
        {
          heading: "9. Segurança",
          paragraphs: [
            "As ligações são cifradas, as palavras-passe nunca são guardadas em claro e cada pedido é verificado para que ninguém aceda aos dados de outra pessoa.",
          ],
        },
        {
          heading: "10. Decisões automatizadas",
          paragraphs: [
            "A estimativa de preparação do treinador é calculada automaticamente a partir das suas respostas, para orientar o seu estudo. Não produz efeitos jurídicos nem o afeta de forma semelhante.",
          ],
        },
      ],
    },
    en: {
      title: "Privacy policy",
      description:
        "What personal data Código Certo processes, why, on what legal basis, for how long, and how to exercise your rights (GDPR).",
      sections: [
        {
          heading: "1. Controller",
          paragraphs: [
            "The controller of your personal data is the entity identified on this page. For any question about your data, write to the email address shown.",
          ],
        },
        {
          heading: "2. What data we process",
          paragraphs: [],
          items: [
            "Account: name, email address, preferred language and your password, which we keep only as an irreversible fingerprint (argon2id). If you sign in with Google, we receive your name, email address and your Google account identifier.",
            "Study: the sessions you take, the answers you give, the time per question and the results, from which we compute your statistics and readiness estimate.",
            "Payments: the pass bought, the amount, the status and references of the payment, and your tax number (NIF) if you give it for the invoice. Card details stay with the payment provider only.",
            "Contact: the name, email address and message you send through the contact form.",
            "Technical data: the IP address and time of each request, used to protect the service from abuse (request limits) and to diagnose errors.",
          ],
        },
        {
          heading: "3. Why we use it and on what basis",
          paragraphs: [],
          items: [
            "Providing the service you signed up for (account, practice, statistics, passes): performance of a contract (GDPR Article 6(1)(b)).",
            "Invoicing and accounting records: compliance with legal obligations (Article 6(1)(c)).",
            "Security, abuse prevention and fixing errors: our legitimate interest in keeping the service safe and working (Article 6(1)(f)).",
            "Measuring how well our adverts work with marketing cookies: only with your consent (Article 6(1)(a)), which you can withdraw at any time.",
          ],
        },
        {
          heading: "4. Who we share it with",
          paragraphs: [
            "We share data only with providers that process it on our behalf and on our instructions:",
          ],
          items: [
            "the payment provider (Stripe), to process payments;",
            "the email delivery provider, to send you the service's messages;",
            "Google, if you choose to sign in with your Google account;",
            "Meta and Google, to measure adverts, only if you accept marketing cookies;",
            "the hosting provider the service runs on.",
          ],
        },
        {
          heading: "5. Transfers outside the European Economic Area",
          paragraphs: [
            "Some of these providers may process data outside the European Economic Area. Where they do, the transfer rests on an adequacy decision of the European Commission or on standard contractual clauses it has approved.",
          ],
        },
        {
          heading: "6. How long we keep it",
          paragraphs: [],
          items: [
            "Account and study data, for as long as the account exists. Deleting the account erases them.",
            "Payment and invoicing records, for the period tax and accounting law requires.",
            "Contact messages, for as long as it takes to answer and deal with the matter.",
            "Your cookie choice, 365 days; then we ask again.",
          ],
        },
        {
          heading: "7. Your rights",
          paragraphs: [
            "You have the right of access, rectification, erasure, restriction of processing, portability and objection, and you may withdraw consent at any time without affecting processing already done. You can reset your progress and delete your account from your profile; for anything else, write to us. We reply within one month.",
            "You also have the right to complain to the Portuguese data protection authority (Comissão Nacional de Proteção de Dados, CNPD, www.cnpd.pt).",
          ],
        },
        {
          heading: "8. Cookies and browser storage",
          paragraphs: [
            "Essential ones always work: keeping you signed in, your language and your cookie choice (stored in the browser and in a cookie named cookie-consent). Marketing ones (Meta's _fbp and _fbc; Google's _gcl_au, _ga and _gid; and, in the browser, the list of purchases already reported, so none is reported twice) are used only if you accept them, and are deleted if you withdraw consent. You can change your choice under “Cookie settings” in the footer of every page.",
          ],
        },
        {
          heading: "9. Security",
          paragraphs: [
            "Connections are encrypted, passwords are never stored in readable form, and every request is checked so that nobody reaches another person's data.",
          ],
        },
        {
          heading: "10. Automated decisions",
          paragraphs: [
            "The coach's readiness estimate is computed automatically from your answers to guide your study. It has no legal effect on you and does not affect you in a similar way.",
          ],
        },
      ],
    },
  },
};
