import { checkBank } from "./check";
import { countBank, formatCounts } from "./counts";
import { dueForReview, REVIEW_EVERY_MONTHS } from "./freshness";
import { loadBank } from "./load";

// `npm run content:check`: validates the whole bank, prints its counts and the questions due for
// a fresh check against the law, exits 1 on any problem.
const today = new Date().toISOString().slice(0, 10);
const bank = loadBank();
const problems = checkBank(bank, today);
console.log(formatCounts(countBank(bank)));
const due = dueForReview(bank.questions, today);
console.log(
  `\nnot reviewed for ${REVIEW_EVERY_MONTHS} months: ${due.length} question(s)${due.length ? "" : " (all fresh)"}`,
);
for (const q of due) console.log(`  ${q.id}  reviewed ${q.reviewed}  ${q.reference}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem.where}: ${problem.message}`);
  process.exit(1);
}
console.log("\nThe bank is valid.");
