import { describe, expect, it } from "vitest";
import { type Illustration, loadBank, sha256 } from "./load";
import type { BankQuestion, Sign } from "./schema";
import { checkSigns, countSigns } from "./signs";

const drawing = (path: string): [string, Illustration] => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"/>';
  return [path, { path, svg, hash: sha256(svg) }];
};
const sign = (code: string, path = `signs/${code}.svg`): Sign => ({
  code,
  class: "priority",
  drawing: path,
  pt: { name: "Nome", meaning: "Significado.", alt: "Descrição." },
  en: { name: "Name", meaning: "Meaning.", alt: "Description." },
});
const illustrated = (path: string) =>
  ({ id: "ts-001", illustration: path, origin: "questions/a.json #1" }) as BankQuestion & {
    origin: string;
  };
const found = (problems: { where: string; message: string }[]) =>
  problems.map((p) => `${p.where}: ${p.message}`);

describe("checking the sign catalogue", () => {
  it("accepts a catalogue that lists every sign drawing under its own code", () => {
    const bank = {
      signs: [sign("B1"), sign("M1", "markings/M1.svg"), sign("luz-verde", "diagrams/l.svg")],
      questions: [illustrated("signs/B1.svg"), illustrated("diagrams/other.svg")],
      illustrations: new Map([
        drawing("signs/B1.svg"),
        drawing("markings/M1.svg"),
        drawing("diagrams/l.svg"),
        drawing("diagrams/other.svg"),
      ]),
    };
    expect(checkSigns(bank)).toEqual([]);
    expect(countSigns(bank)).toMatchObject({ priority: 3, warning: 0 });
  });

  it("reports repeated codes, missing or misnamed drawings, unlisted drawings and unknown signs", () => {
    const bank = {
      signs: [sign("B1"), sign("B1"), sign("B2"), sign("B3", "signs/B4.svg")],
      questions: [illustrated("signs/C1.svg")],
      illustrations: new Map([
        drawing("signs/B1.svg"),
        drawing("signs/B4.svg"),
        drawing("signs/C1.svg"),
      ]),
    };
    expect(found(checkSigns(bank))).toEqual([
      "signs.json #2 (B1): code B1 already used at #1",
      "signs.json #3 (B2): drawing signs/B2.svg does not exist",
      "signs.json #4 (B3): drawing signs/B4.svg is named for another code",
      "illustrations/signs/C1.svg: not in the sign catalogue",
      "questions/a.json #1: sign C1 is not in the sign catalogue",
    ]);
  });

  it("the real catalogue is valid and has a drawing for every entry", () => {
    const bank = loadBank();
    expect(found(checkSigns(bank))).toEqual([]);
  });
});
