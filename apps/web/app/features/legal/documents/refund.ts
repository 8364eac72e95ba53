import type { LegalDocument } from "./document";

export const refund: LegalDocument = {
  reviewed: "2026-11-25",
  text: {
    pt: {
      title: "Política de reembolso",
      description:
        "Reembolso total nos 14 dias seguintes ao pagamento de um passe, mesmo que já o tenha usado: como pedir e quando recebe o dinheiro.",
      sections: [
        {
          heading: "14 dias para mudar de ideias",
          paragraphs: [
            "Se não ficar satisfeito, pode desistir de um passe nos 14 dias seguintes ao pagamento e recebe o valor total que pagou, mesmo que já tenha usado o passe. Não precisa de dar um motivo.",
            "Este prazo corresponde ao direito de livre resolução dos contratos celebrados à distância (Decreto-Lei n.º 24/2014, de 14 de fevereiro). Reembolsamos mesmo depois de começar a usar o serviço.",
          ],
        },
        {
          heading: "Como pedir",
          paragraphs: [],
          items: [
            "no seu perfil, com o botão de desistência do contrato, enquanto o passe estiver dentro dos 14 dias; ou",
            "por email para o endereço indicado nesta página, com o email da sua conta e a referência do pagamento.",
          ],
        },
        {
          heading: "O que acontece depois",
          paragraphs: [
            "Recebe uma confirmação do pedido por email. Analisamos cada pedido em 1 a 2 dias úteis e, quando é aprovado, o dinheiro é devolvido pelo mesmo meio de pagamento em 3 a 5 dias úteis. No caso de um pagamento Multibanco, o prestador de pagamentos pode pedir-lhe os dados bancários para a devolução.",
            "Com o reembolso, o passe termina. O seu histórico de estudo mantém-se na conta.",
          ],
        },
        {
          heading: "Depois dos 14 dias",
          paragraphs: [
            "Passado esse prazo não há reembolso do passe, salvo nos casos em que a lei o garanta (por exemplo, se o serviço não puder ser prestado). Mantêm-se sempre os seus direitos de consumidor.",
          ],
        },
      ],
    },
    en: {
      title: "Refund policy",
      description:
        "A full refund within 14 days of paying for a pass, even if you have used it: how to ask and when the money arrives.",
      sections: [
        {
          heading: "14 days to change your mind",
          paragraphs: [
            "If you are not satisfied, you may withdraw from a pass within 14 days of paying and get back the full amount you paid, even if you have already used the pass. You do not need to give a reason.",
            "This period matches the right to withdraw from distance contracts (Decree-Law 24/2014 of 14 February). We refund even after you have started using the service.",
          ],
        },
        {
          heading: "How to ask",
          paragraphs: [],
          items: [
            "from your profile, with the contract-withdrawal button, while the pass is within its 14 days; or",
            "by email to the address shown on this page, giving your account's email address and the payment reference.",
          ],
        },
        {
          heading: "What happens next",
          paragraphs: [
            "You receive an email confirming the request. We review each request within 1 to 2 business days and, once approved, the money goes back to the same payment method within 3 to 5 working days. For a Multibanco payment, the payment provider may ask for your bank details to return it.",
            "With the refund, the pass ends. Your study history stays in your account.",
          ],
        },
        {
          heading: "After the 14 days",
          paragraphs: [
            "After that period a pass is not refunded, except where the law guarantees it (for example, if the service cannot be provided). Your consumer rights always remain.",
          ],
        },
      ],
    },
  },
};
