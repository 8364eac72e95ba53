import { describe, expect, it } from "vitest";
import { checkQuestion } from "./check";
import { illustrationUrl, loadBank } from "./load";
import { SIGN_CLASSES } from "./schema";
import { signLibrary } from "./sign-library";

const bank = loadBank();

describe("the sign library", () => {
  it("lists every catalogue sign once, in the Regulamento's class order", () => {
    const groups = signLibrary(bank, "pt");
    const codes = groups.flatMap((g) => g.signs.map((s) => s.code));
    expect(codes.sort()).toEqual(bank.signs.map((s) => s.code).sort());
    const order = groups.map((g) => SIGN_CLASSES.indexOf(g.class));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("gives each sign its text in the language asked, its drawing's URL and its question count", () => {
    const en = new Map(signLibrary(bank, "en").flatMap((g) => g.signs.map((s) => [s.code, s])));
    for (const sign of bank.signs) {
      const shown = en.get(sign.code);
      const questions = bank.questions.filter(
        (q) =>
          q.illustration === sign.drawing &&
          checkQuestion(q, q.origin, bank.illustrations).length === 0,
      );
      expect(shown, sign.code).toMatchObject({
        name: sign.en.name,
        meaning: sign.en.meaning,
        alt: sign.en.alt,
        imageUrl: illustrationUrl(bank.illustrations.get(sign.drawing)!.hash),
        questionCount: questions.length,
      });
    }
    // The bank does use its signs: a count of zero everywhere would hide a broken join.
    expect([...en.values()].some((s) => s.questionCount > 0)).toBe(true);
  });

  it("does not count a question that fails its checks (the sync skips it)", () => {
    const used = bank.questions.find((q) => q.illustration?.startsWith("signs/"))!;
    const code = used.illustration!.slice("signs/".length, -".svg".length);
    const count = (b: typeof bank) =>
      signLibrary(b, "pt")
        .flatMap((g) => g.signs)
        .find((s) => s.code === code)!.questionCount;
    const broken = { ...used, pt: { ...used.pt, options: { A: "Só uma" } } };
    const withBroken = { ...bank, questions: bank.questions.map((q) => (q === used ? broken : q)) };
    expect(count(withBroken)).toBe(count(bank) - 1);
  });
});
