import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useLanguage } from "../../../lib/i18n";
import { fetchSession, type RunningSession, type SessionQuestion } from "../sessions-api";

/**
 * The running session's questions in the interface's language. The server answers a session in
 * one language; when the learner switches, the same session is read again in the new one (still
 * without the answer key while it runs) and only the texts are swapped, by question id. The
 * frozen option order and the letters stay, so answers given so far keep their meaning.
 */
export function useQuestionsInLanguage(session: RunningSession): SessionQuestion[] {
  const language = useLanguage();
  const [arrivedIn] = useState(language);
  const translated = useQuery({
    queryKey: ["session", session.session_id, "questions", language],
    queryFn: async () => (await fetchSession(session.session_id)).questions ?? [],
    enabled: language !== arrivedIn,
    staleTime: Number.POSITIVE_INFINITY,
    // A failed read keeps the questions on screen in the language they came in.
    meta: { quiet: true },
  });
  const data = language === arrivedIn ? undefined : translated.data;
  return useMemo(() => {
    if (!data) return session.questions;
    const byId = new Map(data.map((question) => [question.id, question]));
    return session.questions.map((question) => byId.get(question.id) ?? question);
  }, [data, session.questions]);
}
