import type { LibraryGroup, LibrarySign } from "@cc/content/sign-library";
import { describe, expect, it } from "vitest";
import { filterSigns } from "./sign-search";

const sign = (code: string, name: string, meaning: string): LibrarySign => ({
  code,
  name,
  meaning,
  alt: "",
  imageUrl: `/media/illustrations/${code}.svg`,
  questionCount: 0,
});
const groups: LibraryGroup[] = [
  { class: "priority", signs: [sign("B1", "Cedência de passagem", "Dê passagem.")] },
  {
    class: "prohibition",
    signs: [
      sign("C1", "Sentido proibido", "Proíbe a entrada."),
      sign("C2", "Trânsito proibido", "Proíbe o trânsito nos dois sentidos."),
    ],
  },
];
const codes = (query: string) =>
  filterSigns(groups, query).flatMap((g) => g.signs.map((s) => s.code));

describe("searching signs", () => {
  it("matches code, name or meaning, ignoring accents and case", () => {
    expect(codes("b1")).toEqual(["B1"]);
    expect(codes("CEDENCIA")).toEqual(["B1"]);
    expect(codes("proibe")).toEqual(["C1", "C2"]);
    expect(codes("dois sentidos")).toEqual(["C2"]);
  });

  it("keeps everything for an empty query and drops groups left empty", () => {
    expect(codes("  ")).toEqual(["B1", "C1", "C2"]);
    expect(filterSigns(groups, "sentido proibido").map((g) => g.class)).toEqual(["prohibition"]);
    expect(codes("nada disto")).toEqual([]);
  });
});
