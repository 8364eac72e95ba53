import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A question's illustration; the drawing's own description is its text alternative. */
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
        "mx-auto max-h-48 w-full rounded-lg border border-slate-200 bg-paper object-contain p-2 sm:max-h-72",
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
          "grid size-8 shrink-0 place-items-center rounded-full border-2 font-bold",
          style.badge,
        )}
      >
        {letter}
      </span>
      <span className="min-w-0 flex-1 break-words pt-1">
        <span className="sr-only">{letter}. </span>
        {text}
        {note ? <span className="mt-1 block text-sm font-semibold">{note}</span> : null}
      </span>
    </>
  );
  const box = `flex w-full items-start gap-3 rounded-xl border-2 p-3 text-left text-base ${style.box}`;
  return onChoose ? (
    <button
      type="button"
      aria-pressed={mark === "chosen"}
      onClick={onChoose}
      className={cn(box, "min-h-14 transition-colors")}
    >
      {content}
    </button>
  ) : (
    <div className={box}>{content}</div>
  );
}

/**
 * Fetches a session's illustrations up front: moving to the next question then shows its drawing
 * at once, from the cache, without a request.
 */
export function preloadImages(urls: readonly (string | null)[]): void {
  for (const url of new Set(urls)) {
    if (!url) continue;
    const image = new Image();
    image.decoding = "async";
    image.src = url;
  }
}
