import type { LibraryGroup } from "@cc/content/sign-library";
import { describe, expect, it } from "vitest";
import { buildSearchIndex, searchIndex } from "./search-index";

const groups: LibraryGroup[] = [
  {
    class: "priority",
    signs: [
      {
        code: "B2",
        name: "Paragem obrigatória",
        meaning: "Pare antes de entrar no cruzamento e dê passagem.",
        alt: "Octógono vermelho",
        imageUrl: "/media/illustrations/b2.svg",
        questionCount: 3,
      },
    ],
  },
  {
    class: "marking",
    signs: [
      {
        code: "M1",
        name: "Linha contínua",
        meaning: "Proíbe pisar ou transpor a linha.",
        alt: "Linha branca contínua",
        imageUrl: "/media/illustrations/m1.svg",
        questionCount: 1,
      },
    ],
  },
];
const pages = [
  {
    id: "refund" as const,
    title: "Política de reembolso",
    description: "Reembolso em 14 dias.",
    headings: ["Como pedir"],
  },
  { id: "terms" as const, title: "Termos", description: "Paragem do serviço e passes." },
];

describe("the site search", () => {
  const pt = buildSearchIndex("pt", pages, groups);

  it("points each entry at its page in the index's language", () => {
    // A sign of a group with its own page points at that page (decision 0043-sign-library-pages).
    expect(pt.map((entry) => entry.path)).toEqual([
      "/refund",
      "/terms",
      "/sinais#sign-B2",
      "/sinais/marcas-rodoviarias#sign-M1",
    ]);
    expect(buildSearchIndex("en", pages, groups).map((entry) => entry.path)).toEqual([
      "/en/refund",
      "/en/terms",
      "/en/signs#sign-B2",
      "/en/signs/road-markings#sign-M1",
    ]);
  });

  it("finds every word, ignoring accents and case, in titles, summaries and headings", () => {
    expect(searchIndex(pt, "REEMBOLSO politica").map((e) => e.path)).toEqual(["/refund"]);
    expect(searchIndex(pt, "como pedir").map((e) => e.path)).toEqual(["/refund"]);
    expect(searchIndex(pt, "obrigatoria b2").map((e) => e.path)).toEqual(["/sinais#sign-B2"]);
    expect(searchIndex(pt, "reembolso semáforo")).toEqual([]);
    expect(searchIndex(pt, "   ")).toEqual([]);
  });

  it("ranks a title match before a match in the text, and pages before signs", () => {
    // "paragem" is the sign's title but only in the terms page's description.
    expect(searchIndex(pt, "paragem").map((e) => e.path)).toEqual(["/sinais#sign-B2", "/terms"]);
  });
});
