import type { Bank, Problem } from "./load";
import { SIGN_CLASSES } from "./schema";

/** Folders whose drawings are signs or markings, each named by its code (signs/B2.svg is B2). */
const CODED_FOLDERS = ["signs/", "markings/"];
const isCoded = (path: string) => CODED_FOLDERS.some((folder) => path.startsWith(folder));
const codeOf = (path: string) => path.slice(path.lastIndexOf("/") + 1, -".svg".length);

/**
 * The sign catalogue's problems: a code listed twice, a drawing missing or named by another code,
 * a sign or marking drawing the catalogue does not list, a question illustrated by one it does
 * not know.
 */
export function checkSigns(bank: Pick<Bank, "signs" | "questions" | "illustrations">): Problem[] {
  const problems: Problem[] = [];
  const byCode = new Map<string, number>();
  const drawings = new Set<string>();
  bank.signs.forEach((sign, index) => {
    const where = `signs.json #${index + 1} (${sign.code})`;
    const first = byCode.get(sign.code);
    if (first !== undefined)
      problems.push({ where, message: `code ${sign.code} already used at #${first + 1}` });
    else byCode.set(sign.code, index);
    drawings.add(sign.drawing);
    if (!bank.illustrations.has(sign.drawing))
      problems.push({ where, message: `drawing ${sign.drawing} does not exist` });
    else if (isCoded(sign.drawing) && codeOf(sign.drawing) !== sign.code)
      problems.push({ where, message: `drawing ${sign.drawing} is named for another code` });
  });
  for (const path of bank.illustrations.keys()) {
    if (isCoded(path) && !drawings.has(path))
      problems.push({ where: `illustrations/${path}`, message: "not in the sign catalogue" });
  }
  for (const q of bank.questions) {
    if (q.illustration && isCoded(q.illustration) && !byCode.has(codeOf(q.illustration)))
      problems.push({
        where: q.origin,
        message: `sign ${codeOf(q.illustration)} is not in the sign catalogue`,
      });
  }
  return problems;
}

/** How many catalogue entries each class holds, in the Regulamento's order. */
export function countSigns(bank: Pick<Bank, "signs">): Record<string, number> {
  const counts = Object.fromEntries(SIGN_CLASSES.map((c) => [c, 0]));
  for (const sign of bank.signs) counts[sign.class] = (counts[sign.class] ?? 0) + 1;
  return counts;
}
