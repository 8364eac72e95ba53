import { sessionParams } from "@cc/contracts/sessions";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button-link";
import { PageSkeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api";
import {
  type RunningSession,
  resultFromDetail,
  runningFromDetail,
  runningFromStart,
  type SessionResult,
  type StartedSession,
  sessionQueries,
} from "../sessions-api";
import { SessionResults } from "./session-results";
import { SessionRunner } from "./session-runner";

/**
 * One session on /exam/full, /exam/thematic, /practice/quick or /practice/weak-areas
 * (`?session=<id>`): the questions while it runs, the results once it is over. A session just
 * started arrives with its questions; after a reload it is resumed from the server.
 */
export function SessionPage({
  sessionId,
  started,
}: {
  sessionId: string;
  started?: StartedSession | undefined;
}) {
  const { t } = useTranslation();
  // A session just started comes with its questions: taken once, so clearing the navigation state
  // afterwards (a reload must resume from the server) changes nothing here.
  const [running] = useState<RunningSession | null>(() =>
    started?.session_id === sessionId ? runningFromStart(started) : null,
  );
  const validId = sessionParams.safeParse({ id: sessionId }).success;
  const detail = useQuery({ ...sessionQueries.detail(sessionId), enabled: validId && !running });
  const [result, setResult] = useState<{ result: SessionResult; timeUp: boolean } | null>(null);

  if (result) return <SessionResults result={result.result} timeUp={result.timeUp} />;
  if (running) return <Runner session={running} onFinished={setResult} />;

  if (!validId) return <SessionProblem message={t("sessions.runner.invalidSession")} />;
  if (detail.isPending) return <PageSkeleton label={t("sessions.runner.loading")} />;
  if (detail.isError) {
    const status = detail.error instanceof ApiError ? detail.error.status : 0;
    if (status === 404) return <SessionProblem message={t("sessions.runner.notFound")} />;
    if (status === 422) return <SessionProblem message={t("sessions.runner.invalidSession")} />;
    return <SessionProblem message={t("sessions.runner.loadFailed")} />;
  }
  const finished = resultFromDetail(detail.data);
  if (finished) return <SessionResults result={finished} timeUp={false} />;
  const resumed = runningFromDetail(detail.data);
  if (!resumed) return <SessionProblem message={t("sessions.runner.loadFailed")} />;
  return <Runner session={resumed} onFinished={setResult} />;
}

function Runner({
  session,
  onFinished,
}: {
  session: RunningSession;
  onFinished(value: { result: SessionResult; timeUp: boolean }): void;
}) {
  return (
    <SessionRunner
      key={session.session_id}
      session={session}
      onFinished={(result, timeUp) => onFinished({ result, timeUp })}
    />
  );
}

function SessionProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      <ButtonLink to="/practice">{t("sessions.runner.backToPractice")}</ButtonLink>
    </section>
  );
}
