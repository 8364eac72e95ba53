/** The bench's two figures as plain SVG files under docs/decisions/coach/. */
import { mkdirSync, writeFileSync } from "node:fs";

const SIZE = 360;
const PAD = 48;
const span = SIZE - 2 * PAD;
const x = (v: number) => PAD + v * span;
const y = (v: number) => SIZE - PAD - v * span;

function frame(title: string, xLabel: string, yLabel: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" font-family="sans-serif" font-size="11">
<title>${title}</title>
<rect width="100%" height="100%" fill="white"/>
<text x="${SIZE / 2}" y="20" text-anchor="middle" font-size="13">${title}</text>
<line x1="${PAD}" y1="${SIZE - PAD}" x2="${SIZE - PAD}" y2="${SIZE - PAD}" stroke="black"/>
<line x1="${PAD}" y1="${PAD}" x2="${PAD}" y2="${SIZE - PAD}" stroke="black"/>
<text x="${SIZE / 2}" y="${SIZE - 12}" text-anchor="middle">${xLabel}</text>
<text x="14" y="${SIZE / 2}" text-anchor="middle" transform="rotate(-90 14 ${SIZE / 2})">${yLabel}</text>
${[0, 0.5, 1].map((t) => `<text x="${x(t)}" y="${SIZE - PAD + 14}" text-anchor="middle">${t}</text>`).join("")}
${[0, 0.5, 1].map((t) => `<text x="${PAD - 6}" y="${y(t) + 4}" text-anchor="end">${t}</text>`).join("")}
${body}
</svg>\n`;
}

type Bins = readonly { n: number; predicted: number; passed: number }[];

const COLOURS = ["#1d4ed8", "#c2410c", "#15803d"];

/** One reliability series: a dot per bin (area by exams), and its name in the corner. */
const reliabilitySeries = (name: string, rows: Bins, i: number) =>
  `${rows
    .filter((r) => r.n > 0)
    .map(
      (r) =>
        `<circle cx="${x(r.predicted / r.n).toFixed(1)}" cy="${y(r.passed / r.n).toFixed(1)}" r="${Math.min(9, 2 + Math.sqrt(r.n) / 6).toFixed(1)}" fill="${COLOURS[i]}" fill-opacity="0.6"><title>${name}: ${r.n} exams</title></circle>`,
    )
    .join("\n")}
<text x="${PAD + 8}" y="${PAD + 14 * (i + 1)}" fill="${COLOURS[i]}">${name}</text>`;

/** The reliability of readiness per series (pooled, per policy) and the questions to 0.9. */
export function writePlots(
  reliability: Record<string, Bins>,
  toReady: Record<string, readonly number[]>,
) {
  const dir = new URL("../../../docs/decisions/coach/", import.meta.url);
  mkdirSync(dir, { recursive: true });
  const points = Object.entries(reliability)
    .map(([name, rows], i) => reliabilitySeries(name, rows, i))
    .join("\n");
  const diagonal = `<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#999" stroke-dasharray="4 3"/>`;
  writeFileSync(
    new URL("reliability.svg", dir),
    frame(
      "Readiness vs exams passed",
      "predicted pass chance",
      "share of exams passed",
      `${diagonal}\n${points}`,
    ),
  );

  const max = Math.max(...Object.values(toReady).flat().filter(Number.isFinite), 1);
  const curves = Object.entries(toReady)
    .map(([name, values], i) => {
      const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
      const path = sorted
        .map(
          (v, k) =>
            `${k ? "L" : "M"}${x(v / max).toFixed(1)},${y((k + 1) / values.length).toFixed(1)}`,
        )
        .join("");
      return `<path d="${path}" fill="none" stroke="${COLOURS[i]}" stroke-width="2"/>
<text x="${PAD + 8}" y="${PAD + 14 * (i + 1)}" fill="${COLOURS[i]}">${name}</text>`;
    })
    .join("\n");
  writeFileSync(
    new URL("questions-to-ready.svg", dir),
    frame(
      "Learners at pass chance 0.9",
      `questions answered (max ${max})`,
      "share of learners",
      curves,
    ),
  );
}
