import { checkBank, countBank, formatCounts } from "./check";
import { loadBank } from "./load";

// `npm run content:check`: validates the whole bank, prints its counts, exits 1 on any problem.
const bank = loadBank();
const problems = checkBank(bank);
console.log(formatCounts(countBank(bank)));
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem.where}: ${problem.message}`);
  process.exit(1);
}
console.log("\nThe bank is valid.");
