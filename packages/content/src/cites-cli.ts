import { questionsCiting } from "./freshness";
import { loadBank } from "./load";

// `npm run content:cites -- "art. 27.º" "Código da Estrada, art. 81.º"`: the questions to re-check
// when those provisions change, with the date each was last reviewed.
const queries = process.argv.slice(2);
if (!queries.length) {
  console.error('Usage: npm run content:cites -- "art. 27.º" ["sinal B2" ...]');
  process.exit(1);
}
const { questions } = loadBank();
for (const query of queries) {
  const citing = questionsCiting(questions, query);
  console.log(`${query}: ${citing.length} question(s)`);
  for (const q of citing)
    console.log(`  ${q.id}  reviewed ${q.reviewed}  ${q.reference}  (${q.origin})`);
}
