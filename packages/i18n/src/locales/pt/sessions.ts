/** Exams, practice, the free trial and review: what the server answers about a session. */
export const sessions = {
  sessions: {
    validation: {
      questionCount: "Escolha um número inteiro de perguntas entre 1 e 40.",
      questionCountRange: "Escolha entre {{min}} e {{max}} perguntas.",
      letter: "Escolha uma das letras A, B, C ou D.",
      answers: "As respostas devem indicar, para cada pergunta, a letra escolhida.",
      sessionId: "ID de sessão inválido.",
      timeMs: "Os tempos de resposta devem ser milissegundos (números inteiros, não negativos).",
      notInSession: "Esta pergunta não faz parte desta sessão.",
      notAnOption: "Esta opção não existe nesta pergunta.",
      answerEvery: "Responda a todas as perguntas para ver o resultado.",
      questionIds: "Escolha entre 1 e 30 perguntas diferentes.",
      questionsUnavailable:
        "Algumas destas perguntas não estão disponíveis para este tipo de caixa.",
    },
    notFound: "Sessão não encontrada.",
    notCompleted: "Esta sessão ainda não está concluída.",
    alreadyFinished: "Esta sessão já terminou.",
    timeUp: "O tempo deste exame terminou: só contam as respostas guardadas a tempo.",
    noQuestions:
      "Não há perguntas com estas opções. Escolha outra categoria, dificuldade ou tipo de caixa.",
    noUnansweredQuestions:
      "Já respondeu a todas as perguntas com estas opções. Desative «nunca repetir perguntas respondidas» ou escolha outras opções.",
    noWeakAreas:
      "Ainda não respondeu a perguntas suficientes para encontrarmos os seus pontos fracos. Faça primeiro uma prática rápida ou um exame.",
    noTrialQuestions:
      "Lamentamos, mas de momento não há perguntas de teste disponíveis. Tente novamente mais tarde.",
  },
} as const;
