import { useLayoutEffect, useRef } from "react";

/**
 * Performance marks around moving between questions, read by `npm run bench web` (decision
 * "question navigation budget"). A move starts when the learner asks for another question and
 * ends once the frame showing it has been painted: the task queued after the next animation frame
 * runs only after that frame's paint. The marks cost a few microseconds, so they always run.
 */
export const MOVE_REQUESTED = "question-move:requested";
export const MOVE_PAINTED = "question-move:painted";
/** One measure per move, from MOVE_REQUESTED to MOVE_PAINTED. */
export const MOVE_MEASURE = "question-move";

export function markMoveRequested() {
  performance.mark(MOVE_REQUESTED);
}

/** After the question at `current` replaced another: marks and measures the move once painted. */
export function useMovePainted(current: number) {
  const shown = useRef(current);
  useLayoutEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    requestAnimationFrame(() => {
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        if (performance.getEntriesByName(MOVE_REQUESTED, "mark").length === 0) return;
        performance.mark(MOVE_PAINTED);
        performance.measure(MOVE_MEASURE, MOVE_REQUESTED, MOVE_PAINTED);
        performance.clearMarks(MOVE_REQUESTED);
        performance.clearMarks(MOVE_PAINTED);
      };
      afterPaint.port2.postMessage(null);
    });
  }, [current]);
}
