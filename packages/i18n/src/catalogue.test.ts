import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resolveLocale } from "./catalogue";
import { en } from "./locales/en";
import { pt } from "./locales/pt";
import { formatPercentIn } from "./percent";

function leafKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const SOURCE_DIRS = ["apps/server/src", "apps/web/app", "packages"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes("node_modules") && !f.includes("locales"))
    .map((f) => join(dir, f));
}

/** i18next's plural forms of one key ("x_one", "x_other") are looked up as "x" with a count. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

// Keys looked up by a computed name: field labels are chosen by the name of the invalid field.
const DYNAMIC_PREFIXES = ["fields."];

describe("catalogues", () => {
  it("have exactly the same keys in Portuguese and English", () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(pt).sort());
  });

  it("have no empty text and keep the same {{placeholders}} in both languages", () => {
    const lookup = (tree: object, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    for (const key of leafKeys(pt)) {
      const [ptText, enText] = [lookup(pt, key), lookup(en, key)] as [string, string];
      expect(ptText.trim(), key).not.toBe("");
      expect(enText.trim(), key).not.toBe("");
      // A placeholder with its format: `{{score, percent}}` in one language is one in the other.
      const vars = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+(?:\s*,\s*[\w()]+)*)\s*\}\}/g)]
          .map((m) => (m[1] as string).replace(/\s+/g, ""))
          .sort();
      expect(vars(enText), key).toEqual(vars(ptText));
    }
  });

  it("contain no key that the code never uses", () => {
    const code = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = [...new Set(leafKeys(pt).map(pluralBase))].filter(
      (key) =>
        !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
        !code.includes(`"${key}"`) &&
        !code.includes(`'${key}'`) &&
        !code.includes(`\`${key}\``),
    );
    expect(unused).toEqual([]);
  });

  it("contain every key the code refers to", () => {
    const sections = Object.keys(pt);
    const known = new Set(leafKeys(pt).map(pluralBase));
    const code = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => !file.endsWith(".test.ts") && !file.endsWith(".test.tsx"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n")
      // Comments mention keys and code in passing; only code counts.
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const referenced = new Set(
      [...code.matchAll(/["'`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)["'`]/g)]
        .map((m) => m[1] as string)
        .filter((key) => sections.includes(key.split(".")[0] as string) && !key.endsWith(".")),
    );
    const missing = [...referenced].filter(
      (key) => !known.has(key) && !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    expect(missing).toEqual([]);
  });

  it("write every percentage as formatPercentIn does: {{x, percent}}, never {{x}}%", () => {
    for (const [locale, catalogue] of [
      ["pt", pt],
      ["en", en],
    ] as const) {
      for (const key of leafKeys(catalogue)) {
        const text = String(
          key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalogue),
        );
        // A figure put in, then a "%" written by hand: the screens would write it two ways.
        expect(text, `${locale} ${key}`).not.toMatch(/\}\}[\s\u00a0]*%/);
        // A figure of the text itself ("at least 90%") is written as the formatter writes it.
        for (const [written, figure] of text.matchAll(/(\d+)[\s\u00a0]*%/g)) {
          expect(written, `${locale} ${key}`).toBe(formatPercentIn(locale, Number(figure)));
        }
      }
    }
  });

  it("use European Portuguese words, not Brazilian ones", () => {
    const brazilian =
      /\b(ônibus|tela|celular|usuário|você|senha|arquivo|trem|time|contato|registrar)\b/i;
    for (const key of leafKeys(pt)) {
      const text = key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], pt);
      expect(String(text), key).not.toMatch(brazilian);
    }
  });
});

describe("resolveLocale", () => {
  it("prefers the locale parameter, then Accept-Language by quality, then Portuguese", () => {
    expect(resolveLocale("en", "pt-PT")).toBe("en");
    expect(resolveLocale("EN-gb", undefined)).toBe("en");
    expect(resolveLocale("fr", "en-GB,en;q=0.9")).toBe("en");
    expect(resolveLocale(undefined, "fr-FR, pt;q=0.5, en;q=0.8")).toBe("en");
    expect(resolveLocale(undefined, "en;q=0, pt;q=0.1")).toBe("pt");
    expect(resolveLocale(undefined, "de, fr")).toBe("pt");
    expect(resolveLocale(undefined, undefined)).toBe("pt");
    expect(resolveLocale(["en"], "garbage;;;q=x")).toBe("pt");
  });
});
