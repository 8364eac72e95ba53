import { CATEGORY_IDS, DIFFICULTIES } from "@cc/contracts/questions";
import type { Bank } from "./load";
import { isTrialEligible, poolsOf } from "./schema";
import { countSigns } from "./signs";

/** An illustration file this small or smaller counts as small in the bank's figures. */
export const SVG_SMALL = 4 * 1024;

/** What the bank holds, by category, transmission, difficulty and pool. */
export interface Counts {
  total: number;
  byCategory: Record<
    string,
    {
      total: number;
      manual: number;
      automatic: number;
      easy: number;
      medium: number;
      hard: number;
      illustrated: number;
      threeOptions: number;
    }
  >;
  byTransmission: Record<string, number>;
  byDifficulty: Record<string, number>;
  pools: Record<string, number>;
  trialPools: Record<string, number>;
  illustrated: number;
  illustrationFiles: number;
  smallIllustrationFiles: number;
  signs: Record<string, number>;
}

export function countBank(bank: Bank): Counts {
  const counts: Counts = {
    total: bank.questions.length,
    byCategory: Object.fromEntries(
      CATEGORY_IDS.map((id) => [
        id,
        {
          total: 0,
          manual: 0,
          automatic: 0,
          easy: 0,
          medium: 0,
          hard: 0,
          illustrated: 0,
          threeOptions: 0,
        },
      ]),
    ),
    byTransmission: { common: 0, manual: 0, automatic: 0 },
    byDifficulty: Object.fromEntries(DIFFICULTIES.map((d) => [d, 0])),
    pools: { manual: 0, automatic: 0 },
    trialPools: { manual: 0, automatic: 0 },
    illustrated: 0,
    illustrationFiles: bank.illustrations.size,
    smallIllustrationFiles: [...bank.illustrations.values()].filter(
      (i) => i.svg.length <= SVG_SMALL,
    ).length,
    signs: countSigns(bank),
  };
  for (const q of bank.questions) {
    const row = counts.byCategory[q.category];
    if (!row) continue;
    row.total++;
    row[q.difficulty]++;
    counts.byDifficulty[q.difficulty] = (counts.byDifficulty[q.difficulty] ?? 0) + 1;
    counts.byTransmission[q.transmission] = (counts.byTransmission[q.transmission] ?? 0) + 1;
    if (q.illustration) {
      row.illustrated++;
      counts.illustrated++;
    }
    if (isTrialEligible(q)) row.threeOptions++;
    for (const pool of poolsOf(q.transmission)) {
      row[pool]++;
      counts.pools[pool] = (counts.pools[pool] ?? 0) + 1;
      if (isTrialEligible(q)) counts.trialPools[pool] = (counts.trialPools[pool] ?? 0) + 1;
    }
  }
  return counts;
}

/** The counts as the table content:check prints. */
export function formatCounts(counts: Counts): string {
  const header = [
    "category",
    "total",
    "manual",
    "automatic",
    "easy",
    "medium",
    "hard",
    "illustrated",
    "3 options",
  ];
  const rows = Object.entries(counts.byCategory).map(([id, r]) =>
    [
      id,
      r.total,
      r.manual,
      r.automatic,
      r.easy,
      r.medium,
      r.hard,
      r.illustrated,
      r.threeOptions,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ");
  return [
    line(header),
    ...rows.map(line),
    "",
    `questions: ${counts.total} (common ${counts.byTransmission.common}, manual only ${counts.byTransmission.manual}, automatic only ${counts.byTransmission.automatic})`,
    `pools: manual ${counts.pools.manual}, automatic ${counts.pools.automatic}`,
    `trial (3 options): manual pool ${counts.trialPools.manual}, automatic pool ${counts.trialPools.automatic}`,
    `difficulty: easy ${counts.byDifficulty.easy}, medium ${counts.byDifficulty.medium}, hard ${counts.byDifficulty.hard}`,
    `illustrated questions: ${counts.illustrated}; illustration files: ${counts.illustrationFiles} (${counts.smallIllustrationFiles} under ${SVG_SMALL / 1024} KB)`,
    `sign catalogue: ${Object.values(counts.signs).reduce((a, b) => a + b, 0)} (${Object.entries(
      counts.signs,
    )
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${c} ${n}`)
      .join(", ")})`,
  ].join("\n");
}
