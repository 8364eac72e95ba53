export const payments = {
  payments: {
    productName: "Passe de {{days}} dias — Código Certo",
    validation: {
      plan: "Escolha um dos passes disponíveis.",
      idempotencyKey: "Pedido inválido. Recarregue a página e tente novamente.",
      nif: "Indique um NIF português válido (9 algarismos) ou deixe o campo vazio.",
    },
    errors: {
      notConfigured: "Os pagamentos não estão disponíveis de momento. Tente mais tarde.",
      processing: "Ocorreu um erro ao processar o seu pagamento. Por favor, tente novamente.",
      checkFailed: "Não foi possível verificar o estado do pagamento. Por favor, tente novamente.",
      badSignature: "Assinatura do webhook inválida.",
      notRefundable:
        "Este pagamento já não pode ser reembolsado (o prazo de 14 dias terminou, já foi pedido ou não foi pago).",
    },
    subscription: {
      title: "Passes de acesso",
      intro:
        "Um passe dá acesso completo durante os dias que escolher, a contar do momento em que o pagamento é confirmado. Não há renovação automática.",
      statusActive: "O seu acesso está ativo até {{date}}.",
      daysLeft: "Dias restantes: {{days}}",
      statusExpired: "O seu acesso terminou a {{date}}.",
      statusNone: "Ainda não tem um passe.",
      methods: "Pague com cartão, MB WAY ou referência Multibanco.",
    },
    plans: {
      heading: "Escolha o seu passe",
      days: "{{days}} dias",
      mostPopular: "Mais popular",
      vat: "IVA incluído",
      buy: "Comprar o passe de {{days}} dias",
      renew: "Juntar {{days}} dias",
      renewNote: "Os dias novos começam quando acabar o acesso que ainda tem: não perde nenhum.",
      opening: "A abrir o pagamento…",
    },
    nif: {
      label: "NIF para a fatura (opcional)",
      hint: "Se quiser a fatura com o seu número de contribuinte.",
    },
    includes: {
      title: "O que o passe inclui",
      exams: "Exames completos como o real: 30 perguntas em 30 minutos",
      practice: "Prática por tema e prática rápida de 10 perguntas",
      weakAreas: "Prática das suas áreas fracas",
      review: "Revisão de cada resposta, com a explicação",
    },
    refund: {
      title: "Reembolso em 14 dias",
      promise:
        "Mudou de ideias? Peça o reembolso no seu perfil até 14 dias depois de pagar. Analisamos o pedido em 1 a 2 dias úteis e o dinheiro é devolvido em 3 a 5 dias úteis.",
      link: "Política de reembolso",
    },
    trial: {
      text: "Ainda não tem a certeza? Faça primeiro o teste gratuito de 30 perguntas, sem cronómetro.",
    },
    pending: {
      title: "Pagamento em curso",
      check: "Verificar o estado do pagamento",
      checking: "A verificar…",
      continue: "Continuar o pagamento",
    },
    result: {
      plan: "Passe",
      amount: "Valor",
      reference: "Referência",
      accessUntil: "Acesso até",
      status: {
        pending: "À espera de confirmação",
        awaiting_payment: "À espera do pagamento",
        paid: "Pago",
        failed: "Recusado",
        expired: "Expirado",
        refunded: "Reembolsado",
      },
    },
    approved: {
      title: "Pagamento aprovado",
      body: "O seu passe está ativo. Bons estudos!",
      startPractising: "Começar a praticar",
      practiceArea: "Ir para a área de prática",
      refundedTitle: "Pagamento reembolsado",
      refundedBody: "Este pagamento foi reembolsado a {{date}} e o passe que comprou terminou.",
      ended: "O acesso que este pagamento comprou terminou a {{date}}.",
    },
    denied: {
      title: "Acesso negado",
      body: "Esta página mostra o resultado de um pagamento seu, e não encontrámos nenhum para este endereço.",
      back: "Voltar aos passes",
    },
    checking: {
      title: "A verificar o pagamento",
      body: "Estamos à espera da confirmação do fornecedor de pagamentos. Normalmente demora poucos segundos.",
    },
    awaiting: {
      multibancoTitle: "Pague com a referência Multibanco",
      multibancoBody:
        "Pague num multibanco ou no seu homebanking. O acesso começa quando o pagamento chegar, o que pode demorar até dois dias úteis. Também lhe enviámos estes dados por email.",
      entity: "Entidade",
      reference: "Referência",
      expires: "Pagar até",
      mbWayTitle: "Aprove o pagamento no MB WAY",
      mbWayBody:
        "Abra a app MB WAY no telemóvel e aprove o pedido. Esta página atualiza-se sozinha quando for aprovado.",
      mbWayLeft_one: "O pedido dura mais cerca de 1 minuto.",
      mbWayLeft_other: "O pedido dura mais cerca de {{count}} minutos.",
      mbWayLapsed: "O pedido MB WAY provavelmente expirou.",
      mbWayTimedOut:
        "Um pedido que expirou não é cobrado. Tente novamente, com MB WAY ou com outro método.",
    },
    declined: {
      title: "Pagamento não concluído",
      body: "Nada foi cobrado. Pode tentar de novo, com o mesmo método ou com outro.",
      failed: "O pagamento foi recusado.",
      mbWayFailed: "O pedido MB WAY não foi aprovado a tempo ou foi recusado no telemóvel.",
      expired: "O prazo para pagar terminou.",
      tryAgain: "Tentar novamente",
      paidInstead: "Afinal, este pagamento foi concluído.",
      seePass: "Ver o seu passe",
      accessErrorTitle: "Sem resposta de pagamento",
      accessErrorBody:
        "Esta página mostra a resposta a um pagamento seu, e não encontrámos nenhuma para este endereço.",
    },
    withdrawal: {
      title: "Direito de livre resolução",
      button: "Desistir do contrato aqui",
      intro: "Pagou a {{date}} e pode desistir até {{until}}, com reembolso total.",
      reasonLabel: "Motivo (opcional)",
      confirm: "Confirmar a desistência e pedir o reembolso",
      cancel: "Cancelar",
      requested:
        "Pedido de reembolso recebido a {{date}}. Enviámos-lhe uma confirmação por email; analisamos o pedido em 1 a 2 dias úteis.",
    },
    mail: {
      greeting: "Olá {{name}},",
      signature: "A equipa Código Certo",
      planLine: "Passe: {{days}} dias",
      amountLine: "Valor: {{amount}} (IVA incluído)",
      referenceLine: "Referência: {{reference}}",
      paid: {
        subject: "Pagamento confirmado: o seu passe está ativo",
        intro: "Obrigado! Recebemos o seu pagamento e o seu passe já está ativo.",
        until: "Tem acesso completo até {{date}} (hora de Portugal continental).",
        action: "Ver o meu perfil",
        refund:
          "Pode desistir e pedir o reembolso no seu perfil até 14 dias depois do pagamento. A fatura é emitida à parte.",
      },
      multibanco: {
        subject: "A sua referência Multibanco",
        intro: "Para concluir a compra, pague com estes dados num multibanco ou no homebanking:",
        entity: "Entidade: {{entity}}",
        reference: "Referência: {{reference}}",
        expires: "Pagar até: {{date}}",
        after: "O acesso começa quando o pagamento chegar; enviamos-lhe um email nessa altura.",
      },
      refundRequested: {
        subject: "Recebemos o seu pedido de reembolso",
        intro:
          "Recebemos o seu pedido de desistência e reembolso a {{date}} (hora de Portugal continental).",
        next: "Analisamos o pedido em 1 a 2 dias úteis e o dinheiro é devolvido em 3 a 5 dias úteis pelo mesmo meio de pagamento.",
      },
      refunded: {
        subject: "Reembolso efetuado",
        intro: "O seu reembolso foi efetuado e o passe terminou.",
        when: "O dinheiro chega em 3 a 5 dias úteis, pelo mesmo meio de pagamento.",
      },
    },
    sandbox: {
      title: "Pagamento de teste",
      intro:
        "Este servidor não tem uma conta Stripe configurada: nenhum dinheiro é cobrado. Escolha o que acontece ao pagamento.",
      approve: "Aprovar o pagamento",
      decline: "Recusar o cartão",
      later: "Pagar depois (Multibanco)",
      waiting:
        "À espera do pagamento da referência Multibanco (entidade {{entity}}, referência {{reference}}).",
      mbWay: "Pagar com MB WAY (aprovar no telemóvel)",
      waitingMbWay: "À espera da aprovação do pedido MB WAY no telemóvel.",
      expireMbWay: "O pedido MB WAY expirou",
      arrive: "O pagamento chegou",
      expire: "A referência expirou",
      over: "Este pagamento já terminou.",
      back: "Voltar ao Código Certo",
      unknown: "Este pagamento de teste não existe (o servidor pode ter sido reiniciado).",
    },
  },
};
