import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { applyPortugalPlurals } from "./plurals";
import { resources } from "./resources";

const i18n = i18next.createInstance();
void i18n.init({ resources, lng: "pt", initAsync: false, interpolation: { escapeValue: false } });
applyPortugalPlurals(i18n);
const pt = i18n.getFixedT("pt");
const en = i18n.getFixedT("en");

describe("plurals", () => {
  it("follow Portugal's rule in Portuguese: 1 erro, 0 erros, 2 erros", () => {
    expect(pt("payments.awaiting.mbWayLeft", { count: 1 })).toBe(
      "O pedido dura mais cerca de 1 minuto.",
    );
    expect(pt("payments.awaiting.mbWayLeft", { count: 3 })).toBe(
      "O pedido dura mais cerca de 3 minutos.",
    );
    expect(en("payments.awaiting.mbWayLeft", { count: 1 })).toBe(
      "The request lasts about 1 more minute.",
    );
  });
});
