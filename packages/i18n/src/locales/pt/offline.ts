export const offline = {
  offline: {
    validation: {
      date: "Indique a data e a hora no formato ISO 8601, com o fuso horário.",
      clientId: "O identificador da prática tem de ser um UUID.",
      order: "A ordem das opções tem de ter letras de A a D, sem repetições.",
      answers: "Envie entre 1 e 40 respostas.",
      unknownQuestion: "Esta pergunta (ou esta versão dela) não existe.",
      orderMismatch: "A ordem das opções não corresponde às opções desta pergunta.",
      notAnOption: "Esta pergunta não tem essa opção.",
      repeated: "Cada pergunta só pode aparecer uma vez.",
      finishedBeforeStart: "A prática não pode terminar antes de começar.",
      outOfRange: "Esta data está fora do intervalo aceite (dos últimos 30 dias até agora).",
    },
    pack: {
      title: "Praticar sem ligação",
      intro:
        "Descarregue um pacote de prática para treinar sem internet: as suas perguntas para rever e uma parte de cada categoria, com os desenhos.",
      download: "Descarregar pacote de prática",
      update: "Atualizar pacote",
      downloading: "A descarregar o pacote…",
      ready: "Pacote neste dispositivo: {{count}} perguntas, descarregado em {{date}}.",
      outdated: "O banco de perguntas mudou desde que descarregou o pacote: atualize-o.",
      failed: "Não foi possível descarregar o pacote de prática.",
    },
    practise: "Praticar sem ligação",
    noPack:
      "Sem ligação só pode praticar com um pacote descarregado. Descarregue um da próxima vez que estiver online.",
    pending:
      "Práticas sem ligação por enviar: {{count}}. Serão enviadas quando voltar a estar online.",
    indicator: "Sem ligação",
    indicatorHint: "Está sem ligação. A prática do seu pacote continua a funcionar.",
    needsConnection:
      "O exame completo precisa de ligação à internet: o relógio do exame é controlado pelo servidor.",
    session: {
      title: "Prática sem ligação",
      progress: "Pergunta {{number}} de {{total}}",
      next: "Seguinte",
      finish: "Terminar",
      result: "Acertou {{correct}} de {{total}} ({{percentage, percent}}).",
      kept: "Guardada neste dispositivo; é enviada para o seu histórico quando voltar a estar online.",
      yourAnswer: "A sua resposta: {{letter}}",
      blank: "Sem resposta",
      correctAnswer: "Resposta certa: {{letter}}",
      again: "Praticar outra vez",
      back: "Voltar à prática",
    },
  },
};
