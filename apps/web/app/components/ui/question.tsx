import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A question's illustration; the drawing's own description is its text alternative. Its height
 * follows the screen's, so on a short phone the options and the controls still fit below it.
 */
export function QuestionImage({
  src,
  alt,
  className = "",
}: {
  src: string;
  alt: string | null;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt ?? ""}
      decoding="async"
      className={cn(
        "mx-auto max-h-[min(12rem,18dvh)] w-full rounded-lg border border-slate-200 bg-paper object-contain p-1.5 sm:max-h-[min(18rem,35dvh)] sm:p-2",
        className,
      )}
    />
  );
}

/** How an option is marked: chosen while answering, or right/wrong once reviewed. */
export type OptionMark = "none" | "chosen" | "correct" | "wrong";

const MARK_STYLES: Record<OptionMark, { box: string; badge: string }> = {
  none: {
    box: "border-slate-300 bg-white hover:border-slate-500 hover:bg-slate-50",
    badge: "border-slate-400 text-slate-700",
  },
  chosen: {
    box: "border-brand-600 bg-brand-50 ring-2 ring-brand-600",
    badge: "border-brand-600 bg-brand-600 text-white",
  },
  correct: {
    box: "border-green-600 bg-green-50",
    badge: "border-green-700 bg-green-700 text-white",
  },
  wrong: { box: "border-red-600 bg-red-50", badge: "border-red-700 bg-red-700 text-white" },
};

/**
 * One lettered option. A button while answering (aria-pressed says which is chosen), a plain row
 * in a review; `note` adds words such as "your answer" for those who cannot see the colours.
 */
export function LetteredOption({
  letter,
  text,
  mark = "none",
  onChoose,
  note,
}: {
  letter: string;
  text: string;
  mark?: OptionMark;
  onChoose?: () => void;
  note?: ReactNode;
}) {
  const style = MARK_STYLES[mark];
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "grid size-7 shrink-0 place-items-center rounded-full border-2 font-bold sm:size-8",
          style.badge,
        )}
      >
        {letter}
      </span>
      <span className="min-w-0 flex-1 break-words pt-0.5 sm:pt-1">
        <span className="sr-only">{letter}. </span>
        {text}
        {note ? <span className="mt-1 block text-sm font-semibold">{note}</span> : null}
      </span>
    </>
  );
  // Tighter on a phone, so a drawing, the options and the controls fit one screen.
  const box = `flex w-full items-start gap-3 rounded-xl border-2 px-3 py-2 text-left text-base sm:p-3 ${style.box}`;
  return onChoose ? (
    <button
      type="button"
      aria-pressed={mark === "chosen"}
      // Enter here goes to the next question (lib/question-keys).
      data-question-option=""
      onClick={onChoose}
      // No colour transition: a move reuses the button for the next question's option, and one
      // would fade the last choice out there, repainting it for 150 ms (decision 0044).
      className={cn(box, "min-h-12 sm:min-h-14")}
    >
      {content}
    </button>
  ) : (
    <div className={box}>{content}</div>
  );
}

/**
 * Fetches a session's illustrations up front: moving to the next question then shows its drawing
 * at once, from the memory cache, without a request. The images are held until the returned
 * release is called (when the session's screen goes): one nothing refers to may be collected, its
 * request dropped or its cached copy evicted, and the drawing fetched again when shown.
 *
 * The browser keys its memory cache by the service worker that controls the page: when the app's
 * worker takes control during a session (a learner's first visit), the drawings preloaded before
 * are no longer found, and each move to an illustrated question would request its drawing. So
 * they are fetched again at once, through the worker (decision 0044).
 */
export function preloadImages(urls: readonly (string | null)[]): () => void {
  const drawings = [...new Set(urls)].filter((url) => url !== null);
  const load = () =>
    drawings.map((url) => {
      const image = new Image();
      image.decoding = "async";
      image.src = url;
      return image;
    });
  const held = load();
  const worker = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  const loadAgain = () => {
    held.splice(0, held.length, ...load());
  };
  worker?.addEventListener("controllerchange", loadAgain);
  return () => {
    held.length = 0;
    worker?.removeEventListener("controllerchange", loadAgain);
  };
}
