/**
 * Milliseconds spent on each question, sent with the answers for the coach (contracts: time_ms).
 * Time counts while a question is on screen and the page is visible; `now` is passed in.
 */
export function createQuestionTimer() {
  const spent: Record<string, number> = {};
  let shown: { id: string; since: number } | null = null;

  const settle = (now: number) => {
    if (shown) spent[shown.id] = (spent[shown.id] ?? 0) + Math.max(0, now - shown.since);
  };

  return {
    /** The question now on screen (null: none, e.g. the page is hidden). */
    show(questionId: string | null, now: number) {
      settle(now);
      shown = questionId === null ? null : { id: questionId, since: now };
    },
    /** Whole milliseconds so far for these questions, the one on screen included. */
    spentOn(questionIds: readonly string[], now: number): Record<string, number> {
      settle(now);
      if (shown) shown = { id: shown.id, since: now };
      const result: Record<string, number> = {};
      for (const id of questionIds) {
        const ms = spent[id];
        if (ms !== undefined) result[id] = Math.round(ms);
      }
      return result;
    },
  };
}
