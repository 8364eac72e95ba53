import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readImportFile } from "@cc/content/exchange";
import { type Bank, loadBank, sha256 } from "@cc/content/load";
import type { DatabaseHandle } from "@cc/db/database";
import { questions, questionVersions } from "@cc/db/schema/content";
import { createTestDatabase } from "@cc/db/testing";
import { and, eq, isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { OPERATOR_COMMANDS } from "../../operator/commands";
import { syncBank } from "./bank-sync";

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const clone = (bank: Bank): Bank => ({
  ...bank,
  questions: structuredClone(bank.questions),
  illustrations: new Map(bank.illustrations),
});

async function versionsOf(id: string) {
  return database.db
    .select()
    .from(questionVersions)
    .where(eq(questionVersions.questionId, id))
    .orderBy(questionVersions.version);
}

async function run(command: string, ...args: string[]) {
  const lines: string[] = [];
  const found = OPERATOR_COMMANDS.find((c) => c.name === command);
  if (!found) throw new Error(`no command ${command}`);
  let failed: unknown;
  await found
    .run({ database, config: loadConfig({}), out: (line) => lines.push(line) }, args)
    .catch((error) => {
      failed = error;
    });
  return { lines, failed };
}

describe("loading the built-in bank", () => {
  it("is already in every test database, and syncing again changes nothing", async () => {
    const bank = loadBank();
    const active = await database.db.select().from(questions).where(isNull(questions.retiredAt));
    expect(active).toHaveLength(bank.questions.length);
    const summary = await syncBank(database.db, bank, "again");
    expect(summary).toMatchObject({
      created: 0,
      updated: 0,
      retired: 0,
      unchanged: bank.questions.length,
      skipped: [],
    });
  });

  it("keeps every version: an edit is a new version, the old one stays as the learner saw it", async () => {
    const bank = clone(loadBank());
    const original = bank.questions[0]!;
    original.pt.text = `${original.pt.text} (revista)`;
    const first = await syncBank(database.db, bank, "edit-1");
    expect(first).toMatchObject({ created: 0, updated: 1 });
    const versions = await versionsOf(original.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[1]?.pt.text).toMatch(/\(revista\)$/);
    expect(versions[0]?.pt.text).not.toMatch(/\(revista\)$/);
    const [identity] = await database.db
      .select()
      .from(questions)
      .where(eq(questions.id, original.id));
    expect(identity?.currentVersion).toBe(2);
  });

  it("makes no new version when only the review date moves (the learner sees nothing new)", async () => {
    const bank = clone(loadBank());
    for (const q of bank.questions) q.reviewed = "2026-11-25";
    expect(await syncBank(database.db, bank, "re-checked")).toMatchObject({
      updated: 0,
      unchanged: bank.questions.length,
    });
  });

  it("gives every question using an edited drawing a new version, keeping the old drawing for the old one", async () => {
    const bank = clone(loadBank());
    const illustrated = bank.questions.find((q) => q.illustration)!;
    const path = illustrated.illustration!;
    const users = bank.questions.filter((q) => q.illustration === path).length;
    const svg = bank.illustrations.get(path)!.svg.replace("</svg>", "<!-- redrawn --></svg>");
    bank.illustrations.set(path, { path, svg, hash: sha256(svg) });
    const summary = await syncBank(database.db, bank, "redrawn");
    expect(summary.updated).toBe(users);
    const [v1, v2] = await versionsOf(illustrated.id);
    expect(v1?.illustration).not.toBe(v2?.illustration);
    expect(v2?.illustration).toBe(sha256(svg));
  });

  it("retires a question removed from the bank instead of deleting it", async () => {
    const bank = clone(loadBank());
    const removed = bank.questions.pop()!;
    expect(await syncBank(database.db, bank, "removed")).toMatchObject({ retired: 1 });
    const [row] = await database.db.select().from(questions).where(eq(questions.id, removed.id));
    expect(row?.retiredAt).toBeInstanceOf(Date);
    expect(await versionsOf(removed.id)).toHaveLength(1);
    // Back in the bank: active again, as a new version.
    bank.questions.push(removed);
    expect(await syncBank(database.db, bank, "back")).toMatchObject({ updated: 1, retired: 0 });
    const [back] = await database.db
      .select()
      .from(questions)
      .where(and(eq(questions.id, removed.id), isNull(questions.retiredAt)));
    expect(back?.currentVersion).toBe(2);
  });
});

describe("operator import and export", () => {
  const folder = () => mkdtempSync(join(tmpdir(), "cc-import-"));

  it("reports every bad row by line and imports nothing", async () => {
    const dir = folder();
    const file = join(dir, "bank.csv");
    const header =
      "id,category,difficulty,transmission,correct,reference,sources,pt_text,pt_option_a,pt_option_b,pt_explanation,en_text,en_option_a,en_option_b,en_explanation";
    writeFileSync(
      file,
      [
        header,
        'op-001,trafficSigns,easy,common,A,"CE, art. 1.º",https://x.pt,Pergunta boa?,Sim,Não,Porque sim.,Good question?,Yes,No,Because.',
        "op-002,notACategory,easy,common,A,CE,https://x.pt,P?,Sim,Não,E.,Q?,Yes,No,E.",
        "op-003,trafficSigns,extreme,common,A,CE,https://x.pt,P?,Sim,Não,E.,Q?,Yes,No,E.",
        "op-004,trafficSigns,easy,common,C,CE,https://x.pt,P?,Sim,Não,E.,Q?,Yes,No,E.",
        "ts-001,trafficSigns,easy,common,A,CE,https://x.pt,Outra?,Sim,Não,E.,Other?,Yes,No,E.",
      ].join("\n"),
    );
    const before = (await database.db.select().from(questions)).length;
    const { lines, failed } = await run("questions:import", file);
    expect(failed).toBeInstanceOf(Error);
    const report = lines.join("\n");
    expect(report).toContain("Nothing imported: 4 problem(s)");
    expect(report).toMatch(/line 3: category must be one of/);
    expect(report).toMatch(/line 4: difficulty must be easy, medium or hard/);
    expect(report).toMatch(/line 5: correct letter C is not an option/);
    expect(report).toMatch(/line 6: id ts-001 belongs to the built-in bank/);
    expect((await database.db.select().from(questions)).length).toBe(before);
  });

  it("imports a valid file, and a second import of an edit makes a new version", async () => {
    const dir = folder();
    writeFileSync(
      join(dir, "sign.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5" cx="5" cy="5"/></svg>',
    );
    const question = {
      id: "op-100",
      category: "trafficSigns",
      difficulty: "medium",
      transmission: "manual",
      correct: "B",
      reference: "Código da Estrada, art. 1.º",
      sources: ["https://example.pt/lei"],
      illustration: "own/sign.svg",
      pt: {
        text: "O que indica este sinal?",
        options: { A: "Nada", B: "Algo" },
        explanation: "Explicação.",
        alt: "Círculo preto.",
      },
      en: {
        text: "What does this sign show?",
        options: { A: "Nothing", B: "Something" },
        explanation: "Explanation.",
        alt: "Black circle.",
      },
    };
    writeFileSync(
      join(dir, "bank.json"),
      JSON.stringify([{ ...question, illustration: "sign.svg" }]),
    );
    const badPath = await run("questions:import", join(dir, "bank.json"));
    expect(badPath.lines.join("\n")).toContain("illustration must be a path like signs/B2.svg");

    const own = join(dir, "own");
    await import("node:fs").then((fs) => fs.mkdirSync(own));
    writeFileSync(
      join(own, "sign.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5" cx="5" cy="5"/></svg>',
    );
    writeFileSync(join(dir, "bank.json"), JSON.stringify([question]));
    const ok = await run("questions:import", join(dir, "bank.json"));
    expect(ok.failed).toBeUndefined();
    expect(ok.lines).toEqual(["Imported 1 question(s): 1 new, 0 new versions, 0 unchanged."]);
    writeFileSync(join(dir, "bank.json"), JSON.stringify([{ ...question, difficulty: "hard" }]));
    expect((await run("questions:import", join(dir, "bank.json"))).lines[0]).toContain(
      "0 new, 1 new versions",
    );
    expect((await versionsOf("op-100")).map((v) => v.difficulty)).toEqual(["medium", "hard"]);
    // The built-in sync does not retire what an operator imported.
    expect(await syncBank(database.db, loadBank(), "after-import")).toMatchObject({ retired: 0 });
  });

  it("exports every active question in a format the import reads back identically", async () => {
    const dir = folder();
    for (const format of ["csv", "json"]) {
      const file = join(dir, `export.${format}`);
      const { lines } = await run("questions:export", file);
      const bank = loadBank();
      expect(lines[0]).toMatch(new RegExp(`^Exported ${bank.questions.length} question\\(s\\)`));
      const back = readImportFile(file, new Set());
      expect(back.problems).toEqual([]);
      // The review date lives in the content files, not in the database (decision 0019).
      const byId = new Map(
        bank.questions.map(({ origin: _origin, reviewed: _reviewed, ...q }) => [q.id, q]),
      );
      for (const q of back.questions) expect(q).toEqual(byId.get(q.id));
      expect(back.questions).toHaveLength(bank.questions.length);
    }
  });
});
