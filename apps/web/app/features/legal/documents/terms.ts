import type { LegalDocument } from "./document";

export const terms: LegalDocument = {
  reviewed: "2026-11-25",
  text: {
    pt: {
      title: "Termos e condições",
      description:
        "As condições de utilização do Código Certo: o serviço, a conta, os passes de acesso, pagamentos, reembolsos e resolução de litígios.",
      sections: [
        {
          heading: "1. O serviço",
          paragraphs: [
            "O Código Certo é um serviço educativo online de preparação para o exame teórico da carta de condução da categoria B em Portugal: exames de treino, prática por tema, explicações e um treinador que estima a sua preparação. É prestado pela entidade identificada nesta página.",
            "Todas as perguntas, explicações e ilustrações são originais e escritas a partir da legislação portuguesa em vigor. Não são as perguntas do exame oficial, que é confidencial. O Código Certo não tem ligação ao IMT nem a qualquer escola de condução.",
          ],
        },
        {
          heading: "2. Sem garantia de resultado",
          paragraphs: [
            "Fazemos o possível para que o conteúdo esteja correto e atualizado e para que a estimativa de preparação seja honesta, mas não podemos garantir que passe no exame. O resultado depende do seu estudo e do próprio exame.",
          ],
        },
        {
          heading: "3. A sua conta",
          paragraphs: [
            "Para criar uma conta indica o seu nome, um email e uma palavra-passe, ou usa a sua conta Google. A conta é pessoal: não a partilhe nem partilhe a palavra-passe. Os dados que nos dá devem ser verdadeiros.",
            "Pode eliminar a conta a qualquer momento no seu perfil. A eliminação apaga a conta e o seu histórico de estudo; os registos de pagamento que a lei obriga a guardar são mantidos pelo prazo legal.",
          ],
        },
        {
          heading: "4. Teste gratuito",
          paragraphs: [
            "Qualquer pessoa pode fazer um teste gratuito de 30 perguntas, sem conta e sem tempo limite, para conhecer o serviço.",
          ],
        },
        {
          heading: "5. Passes de acesso e preços",
          paragraphs: [
            "O acesso completo é dado por passes de pagamento único, sem renovação automática: 14 dias por 8 EUR ou 30 dias por 16 EUR, com IVA incluído.",
            "O acesso começa quando o pagamento é confirmado: de imediato com cartão ou MB WAY, e quando o pagamento chega, no caso de uma referência Multibanco. Se comprar um novo passe enquanto outro está ativo, os dias do novo somam-se aos que ainda tem.",
            "Os pagamentos são processados por um prestador de serviços de pagamento. Não recebemos nem guardamos os dados do seu cartão.",
          ],
        },
        {
          heading: "6. Livre resolução e reembolsos",
          paragraphs: [
            "Pode desistir de um passe nos 14 dias seguintes ao pagamento e receber o valor pago, mesmo que já o tenha usado. Os pormenores estão na nossa política de reembolso.",
          ],
        },
        {
          heading: "7. Utilização aceitável",
          paragraphs: ["Ao usar o serviço compromete-se a não:"],
          items: [
            "copiar, extrair ou republicar as perguntas, explicações ou ilustrações, nem recolhê-las por meios automáticos;",
            "partilhar a sua conta ou vender o acesso a terceiros;",
            "tentar aceder a dados de outras pessoas ou perturbar o funcionamento do serviço.",
          ],
        },
        {
          heading: "8. Propriedade intelectual",
          paragraphs: [
            "O conteúdo e o software do Código Certo pertencem à entidade que presta o serviço. Um passe dá-lhe o direito pessoal de os usar para estudar durante o seu período, e nada mais.",
          ],
        },
        {
          heading: "9. Disponibilidade e alterações do serviço",
          paragraphs: [
            "Procuramos manter o serviço sempre disponível, mas pode haver interrupções para manutenção ou por falhas. O conteúdo é revisto e atualizado quando a lei muda.",
            "Se alterarmos estes termos, publicamos a nova versão com a data de revisão. As alterações não se aplicam a um passe já pago sem o seu acordo.",
          ],
        },
        {
          heading: "10. Responsabilidade",
          paragraphs: [
            "Respondemos pelos danos que causarmos nos termos da lei. Nada nestes termos limita os direitos que a lei lhe reconhece como consumidor.",
          ],
        },
        {
          heading: "11. Lei aplicável, reclamações e resolução de litígios",
          paragraphs: [
            "Estes termos regem-se pela lei portuguesa. Se tiver um problema, contacte-nos primeiro: respondemos em até 24 horas úteis.",
            "Pode apresentar reclamação no Livro de Reclamações Eletrónico (www.livroreclamacoes.pt).",
            "Em caso de litígio de consumo, pode recorrer a uma entidade de resolução alternativa de litígios (Lei n.º 144/2015, de 8 de setembro), por exemplo o CNIACC — Centro Nacional de Informação e Arbitragem de Conflitos de Consumo (www.cniacc.pt). A lista completa das entidades está no Portal do Consumidor (www.consumidor.gov.pt).",
          ],
        },
      ],
    },
    en: {
      title: "Terms and conditions",
      description:
        "The terms of use of Código Certo: the service, your account, access passes, payments, refunds and dispute resolution.",
      sections: [
        {
          heading: "1. The service",
          paragraphs: [
            "Código Certo is an online educational service that prepares learners for the category B driving-licence theory exam in Portugal: mock exams, practice by topic, explanations and a coach that estimates how ready you are. It is provided by the entity identified on this page.",
            "Every question, explanation and illustration is original and written from Portuguese law in force. They are not the questions of the official exam, which is confidential. Código Certo is not connected with IMT or with any driving school.",
          ],
        },
        {
          heading: "2. No guaranteed result",
          paragraphs: [
            "We do our best to keep the content correct and up to date and the readiness estimate honest, but we cannot guarantee that you will pass the exam. The result depends on your study and on the exam itself.",
          ],
        },
        {
          heading: "3. Your account",
          paragraphs: [
            "To create an account you give your name, an email address and a password, or use your Google account. The account is personal: do not share it or its password. The details you give us must be true.",
            "You can delete your account at any time from your profile. Deleting it erases the account and your study history; payment records that the law requires us to keep are kept for the legal period.",
          ],
        },
        {
          heading: "4. Free trial",
          paragraphs: [
            "Anyone can take a free 30-question trial, without an account and without a time limit, to get to know the service.",
          ],
        },
        {
          heading: "5. Access passes and prices",
          paragraphs: [
            "Full access comes with one-off passes that never renew automatically: 14 days for 8 EUR or 30 days for 16 EUR, VAT included.",
            "Access starts when the payment is confirmed: straight away by card or MB WAY, and when the money arrives for a Multibanco reference. If you buy a new pass while one is active, its days are added to the days you still have.",
            "Payments are handled by a payment service provider. We never receive or store your card details.",
          ],
        },
        {
          heading: "6. Withdrawal and refunds",
          paragraphs: [
            "You may withdraw from a pass within 14 days of paying and get your money back, even if you have already used it. The details are in our refund policy.",
          ],
        },
        {
          heading: "7. Acceptable use",
          paragraphs: ["When you use the service you agree not to:"],
          items: [
            "copy, extract or republish the questions, explanations or illustrations, or collect them by automated means;",
            "share your account or sell access to others;",
            "try to reach other people's data or disrupt the service.",
          ],
        },
        {
          heading: "8. Intellectual property",
          paragraphs: [
            "The content and software of Código Certo belong to the entity that provides the service. A pass gives you the personal right to use them for study during its period, and nothing more.",
          ],
        },
        {
          heading: "9. Availability and changes to the service",
          paragraphs: [
            "We aim to keep the service available at all times, but it may be interrupted for maintenance or by faults. The content is reviewed and updated when the law changes.",
            "If we change these terms, we publish the new version with its review date. Changes do not apply to a pass already paid for without your agreement.",
          ],
        },
        {
          heading: "10. Liability",
          paragraphs: [
            "We are liable for damage we cause as the law provides. Nothing in these terms limits the rights the law gives you as a consumer.",
          ],
        },
        {
          heading: "11. Governing law, complaints and dispute resolution",
          paragraphs: [
            "These terms are governed by Portuguese law. If something goes wrong, please contact us first: we reply within 24 working hours.",
            "You can file a complaint in the Electronic Complaints Book (Livro de Reclamações Eletrónico, www.livroreclamacoes.pt).",
            "For a consumer dispute you may turn to an alternative dispute resolution entity (Law 144/2015 of 8 September), for example CNIACC, the National Centre for Consumer Dispute Information and Arbitration (www.cniacc.pt). The full list of entities is on the Consumer Portal (www.consumidor.gov.pt).",
          ],
        },
      ],
    },
  },
};
