import { describe, expect, it } from "vitest";
import { createQuestionKeys, DIGIT_WINDOW_MS, type QuestionKeyEvent } from "./question-keys";

const screen = { letters: ["A", "B", "C", "D"], total: 30 };
const on = (tagName: string | null, extra: Record<string, unknown> = {}) =>
  tagName ? ({ tagName, ...extra } as unknown as EventTarget) : null;
const press = (key: string, more: Partial<QuestionKeyEvent> = {}): QuestionKeyEvent => ({
  key,
  target: on("BODY"),
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  ...more,
});

describe("question keys", () => {
  it("select an option by its letter, in either case, only if the question has it", () => {
    const keys = createQuestionKeys();
    expect(keys(press("b"), screen, 0)).toEqual({ kind: "select", letter: "B" });
    expect(keys(press("D"), screen, 0)).toEqual({ kind: "select", letter: "D" });
    expect(keys(press("d"), { letters: ["A", "B", "C"], total: 30 }, 0)).toBeNull();
    expect(keys(press("x"), screen, 0)).toBeNull();
  });

  it("go back with Left and forward with Right or Enter", () => {
    const keys = createQuestionKeys();
    expect(keys(press("ArrowLeft"), screen, 0)).toEqual({ kind: "previous" });
    expect(keys(press("ArrowRight"), screen, 0)).toEqual({ kind: "next" });
    expect(keys(press("Enter"), screen, 0)).toEqual({ kind: "next" });
  });

  it("go forward with Enter on a focused option instead of choosing it again", () => {
    const keys = createQuestionKeys();
    const option = on("BUTTON", { dataset: { questionOption: "" } });
    expect(keys(press("Enter", { target: option }), screen, 0)).toEqual({ kind: "next" });
  });

  it("leave Enter to a focused button or link, which already does something with it", () => {
    const keys = createQuestionKeys();
    expect(keys(press("Enter", { target: on("BUTTON") }), screen, 0)).toBeNull();
    expect(keys(press("Enter", { target: on("A") }), screen, 0)).toBeNull();
    // Letters still work with the focus on an option button.
    expect(keys(press("a", { target: on("BUTTON") }), screen, 0)).toEqual({
      kind: "select",
      letter: "A",
    });
  });

  it("never take keys from fields, editable text, browser shortcuts or handled events", () => {
    const keys = createQuestionKeys();
    for (const tag of ["INPUT", "TEXTAREA", "SELECT"]) {
      expect(keys(press("a", { target: on(tag) }), screen, 0)).toBeNull();
      expect(keys(press("ArrowLeft", { target: on(tag) }), screen, 0)).toBeNull();
    }
    expect(
      keys(press("a", { target: on("DIV", { isContentEditable: true }) }), screen, 0),
    ).toBeNull();
    expect(keys(press("c", { ctrlKey: true }), screen, 0)).toBeNull();
    expect(keys(press("ArrowLeft", { altKey: true }), screen, 0)).toBeNull();
    expect(keys(press("r", { metaKey: true }), screen, 0)).toBeNull();
    expect(keys(press("a", { defaultPrevented: true }), screen, 0)).toBeNull();
  });

  it("jump to a question by number, combining digits typed in quick succession", () => {
    const keys = createQuestionKeys();
    expect(keys(press("1"), screen, 1000)).toEqual({ kind: "jump", index: 0 });
    expect(keys(press("2"), screen, 1300)).toEqual({ kind: "jump", index: 11 });
    // Later on, a digit starts a new number.
    expect(keys(press("3"), screen, 1300 + DIGIT_WINDOW_MS + 1)).toEqual({
      kind: "jump",
      index: 2,
    });
    // 3 then 5 would be 35, beyond 30: the 5 starts again.
    expect(keys(press("5"), screen, 2500)).toEqual({ kind: "jump", index: 4 });
  });

  it("ignore numbers outside 1..total", () => {
    const keys = createQuestionKeys();
    expect(keys(press("0"), screen, 0)).toBeNull();
    const short = { letters: ["A", "B", "C"], total: 5 };
    expect(keys(press("7"), short, 5000)).toBeNull();
    expect(keys(press("3"), short, 10_000)).toEqual({ kind: "jump", index: 2 });
    // 3 then 0 would be 30; with 5 questions the 0 stands alone and means nothing.
    expect(keys(press("0"), short, 10_100)).toBeNull();
  });

  it("reach 10, 20 and 30 with a trailing zero", () => {
    const keys = createQuestionKeys();
    keys(press("3"), screen, 0);
    expect(keys(press("0"), screen, 100)).toEqual({ kind: "jump", index: 29 });
  });
});
