import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { Bank, Problem } from "./load";
import { isTrialEligible } from "./schema";

/**
 * The free trial's fixed rotation (content/trial-sets.json): a few sets of 30 questions that a
 * visitor without an account may see. Fixed on purpose: as the bank grows, the trial does not,
 * so the anonymous, answer-keyed trial can never hand out more than these (decision: trial sets).
 */
export const TRIAL_SET_SIZE = 30;

const trialSetsSchema = z.object({
  sets: z.array(z.array(z.string()).length(TRIAL_SET_SIZE)).min(1),
});

export function loadTrialSets(dir: string, problems: Problem[]): string[][] {
  const path = join(dir, "trial-sets.json");
  if (!existsSync(path)) {
    problems.push({ where: "trial-sets.json", message: "missing" });
    return [];
  }
  const parsed = trialSetsSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (parsed.success) return parsed.data.sets;
  problems.push({
    where: "trial-sets.json",
    message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
  });
  return [];
}

/**
 * Each set's questions exist, are distinct, have exactly three options (the trial shows three)
 * and are common to both transmissions (a set serves either pool).
 */
export function checkTrialSets(bank: Pick<Bank, "trialSets" | "questions">): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map(bank.questions.map((q) => [q.id, q]));
  bank.trialSets.forEach((set, index) => {
    const where = `trial-sets.json set ${index + 1}`;
    if (new Set(set).size !== set.length) problems.push({ where, message: "repeats a question" });
    for (const id of set) {
      const question = byId.get(id);
      if (!question) problems.push({ where, message: `${id} is not in the bank` });
      else if (!isTrialEligible(question))
        problems.push({ where, message: `${id} does not have exactly three options` });
      else if (question.transmission !== "common")
        problems.push({ where, message: `${id} is not common to both transmissions` });
    }
  });
  return problems;
}
