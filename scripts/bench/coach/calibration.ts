/**
 * Readiness against the exams the simulated learners sat: expected calibration error (10 bins)
 * and Brier score beside the oracle's, pooled and for each practice policy.
 */

export type Policy = "coach" | "random";

export interface CalibrationPair {
  policy: Policy;
  predicted: number;
  oracle: number;
  passed: boolean;
}

function calibration(pairs: readonly CalibrationPair[], bins = 10) {
  const rows = Array.from({ length: bins }, () => ({ n: 0, predicted: 0, passed: 0 }));
  let brier = 0;
  let oracleBrier = 0;
  for (const pair of pairs) {
    const row = rows[Math.min(bins - 1, Math.floor(pair.predicted * bins))];
    if (row) {
      row.n++;
      row.predicted += pair.predicted;
      row.passed += pair.passed ? 1 : 0;
    }
    const outcome = pair.passed ? 1 : 0;
    brier += (pair.predicted - outcome) ** 2;
    oracleBrier += (pair.oracle - outcome) ** 2;
  }
  const ece = rows.reduce(
    (sum, row) =>
      sum +
      (row.n ? (row.n / pairs.length) * Math.abs(row.predicted / row.n - row.passed / row.n) : 0),
    0,
  );
  return { ece, brier: brier / pairs.length, oracleBrier: oracleBrier / pairs.length, rows };
}

/**
 * The calibration of the exams of coach-practice learners, of random-practice learners and of
 * both: the pooled figure can hide two errors of opposite sign.
 */
export function printCalibration(pairs: readonly CalibrationPair[]) {
  const groups: [string, CalibrationPair[]][] = [
    ["coach practice", pairs.filter((p) => p.policy === "coach")],
    ["random practice", pairs.filter((p) => p.policy === "random")],
    ["pooled", [...pairs]],
  ];
  const results = groups.map(([name, group]) => {
    const cal = calibration(group);
    console.log(
      `${name} (${group.length} exams): expected calibration error ${cal.ece.toFixed(4)}, Brier ${cal.brier.toFixed(4)}, oracle ${cal.oracleBrier.toFixed(4)}, ratio ${(cal.brier / cal.oracleBrier).toFixed(3)}`,
    );
    const bins = cal.rows
      .filter((row) => row.n)
      .map(
        (row) =>
          `${(row.predicted / row.n).toFixed(3)} -> ${(row.passed / row.n).toFixed(3)} (${row.n})`,
      );
    console.log(`  bins, predicted -> passed (exams): ${bins.join(", ")}`);
    return [name, cal] as const;
  });
  return Object.fromEntries(results);
}
