import { useEffect, useRef, useState } from "react";

/* The exam interface's page behaviour: leaving, focus, scrolling, stable callbacks. */

/** Leaving the page (reload, closing the tab) asks first; a reload resumes from the server. */
export function useLeaveWarning(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [enabled]);
}

/** A session just opened (after Start, or resumed): focus goes to its first question's text. */
export function useFocusOnOpen() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return headingRef;
}

/**
 * On a phone the next question starts at the top of the card, not where the last one ended. An
 * observer keeps whether the card's top is above the screen, so a move reads no layout: measuring
 * right after React's commit made the browser lay the new question out inside the key's task
 * (decision 0044).
 */
export function useScrollToCardTop(current: number) {
  const cardRef = useRef<HTMLElement>(null);
  const topAbove = useRef(false);
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    // The root is everything above the screen's top edge (up to a hundred screens): the card
    // meets it exactly when its top is above the screen, so the callback runs whenever that
    // changes, even when one jump of the scroll takes the whole card past the edge.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) topAbove.current = entry.boundingClientRect.top < 0;
      },
      { rootMargin: "10000% 0px -100% 0px" },
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, []);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    if (topAbove.current) cardRef.current?.scrollIntoView({ block: "start" });
  }, [current]);
  return cardRef;
}

/** A callback whose identity never changes and that always runs the latest `callback`. */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  latest.current = callback;
  const [stable] = useState(
    () =>
      (...args: Args) =>
        latest.current(...args),
  );
  return stable;
}
