import { useEffect } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { PracticeModeSetup } from "../features/practice/practice-mode-setup";
import { modeOfPath } from "../features/practice/practice-setup-model";
import { SessionPage } from "../features/sessions/runner/session-page";
import type { StartedSession } from "../features/sessions/sessions-api";
import { NotFound } from "../features/shell/not-found";
import { t } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";
import { SESSION_TYPE_LABELS } from "../lib/session-labels";
import type { Route } from "./+types/session";

/** The mode's name in the tab ("Full exam"), from its setup to its result. */
export const meta = ({ location }: Route.MetaArgs) => {
  const mode = modeOfPath(location.pathname);
  return pageMeta(t(mode ? SESSION_TYPE_LABELS[mode] : "sessions.runner.pageTitle"), {
    noindex: true,
  });
};

/**
 * /exam/full, /exam/thematic, /practice/quick and /practice/weak-areas: the session given by
 * `?session=<id>`, or the mode's setup when there is none. /exam alone goes to the dashboard.
 */
export default function SessionRoute() {
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get("session");
  const started = (state as { started?: StartedSession } | null)?.started;

  // The questions handed over at start are used once: a reload must resume from the server.
  useEffect(() => {
    if (started) navigate({ search: `?${params}` }, { replace: true, state: null });
  }, [started, params, navigate]);

  if (pathname.replace(/\/+$/, "") === "/exam") return <Navigate to="/practice" replace />;
  const mode = modeOfPath(pathname);
  if (!mode) return <NotFound />;
  if (!sessionId) return <PracticeModeSetup key={mode} mode={mode} />;
  return <SessionPage key={sessionId} sessionId={sessionId} started={started} />;
}
