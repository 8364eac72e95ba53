import { existsSync } from "node:fs";
import { readImportFile, writeExportFile } from "@cc/content/exchange";
import type { ContentQuestion } from "@cc/content/schema";
import { type OperatorCommand, OperatorError } from "../../core/operator-command";
import { builtInIds, syncBank, writeQuestions } from "./bank-sync";
import { createQuestionsRepo } from "./questions.repo";

const contentSync: OperatorCommand = {
  name: "content:sync",
  usage: "content:sync",
  summary: "Load content/ into the database (new versions for edited questions)",
  async run({ database, out }) {
    const summary = await syncBank(database.db);
    out(
      `Questions: ${summary.created} new, ${summary.updated} new versions, ${summary.retired} retired, ${summary.unchanged} unchanged.`,
    );
    for (const problem of summary.skipped) out(`Skipped ${problem.where}: ${problem.message}`);
  },
};

const questionsImport: OperatorCommand = {
  name: "questions:import",
  usage: "questions:import <file.csv|file.json>",
  summary: "Import an operator's own questions; nothing is imported while any row is wrong",
  async run({ database, out }, [file]) {
    if (!file) throw new OperatorError("Usage: questions:import <file.csv|file.json>");
    if (!existsSync(file)) throw new OperatorError(`No file at ${file}.`);
    const result = readImportFile(file, await builtInIds(database.db));
    if (result.problems.length) {
      out(`Nothing imported: ${result.problems.length} problem(s) in ${file}.`);
      for (const problem of result.problems) out(`  ${problem.where}: ${problem.message}`);
      throw new OperatorError("Fix the rows above and import the file again.");
    }
    const summary = await writeQuestions(database.db, {
      questions: result.questions,
      illustrations: result.illustrations,
    });
    out(
      `Imported ${result.questions.length} question(s): ${summary.created} new, ${summary.updated} new versions, ${summary.unchanged} unchanged.`,
    );
  },
};

const questionsExport: OperatorCommand = {
  name: "questions:export",
  usage: "questions:export <file.csv|file.json>",
  summary: "Write every active question (current version) in the import format",
  async run({ database, out }, [file]) {
    if (!file || !/\.(csv|json)$/i.test(file))
      throw new OperatorError("Usage: questions:export <file.csv|file.json>");
    const rows = await createQuestionsRepo(database.db).activeVersions();
    const drawings = new Map<string, string>();
    const questions: ContentQuestion[] = rows.map(({ version: v, path, svg }) => {
      if (path && svg) drawings.set(path, svg);
      return {
        id: v.questionId,
        category: v.categoryId as ContentQuestion["category"],
        difficulty: v.difficulty as ContentQuestion["difficulty"],
        transmission: v.transmission as ContentQuestion["transmission"],
        correct: v.correct as ContentQuestion["correct"],
        reference: v.reference,
        sources: v.sources,
        ...(path ? { illustration: path } : {}),
        pt: v.pt,
        en: v.en,
      };
    });
    writeExportFile(file, questions, drawings);
    out(`Exported ${questions.length} question(s) and ${drawings.size} drawing(s) to ${file}.`);
  },
};

export const QUESTION_COMMANDS = [contentSync, questionsImport, questionsExport];
