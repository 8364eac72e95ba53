/**
 * The questions-to-ready comparison on paired learners: each simulated learner studies once with
 * each policy, so the per-learner reduction removes the spread between learners, and a bootstrap
 * over learners says how far a median could move on another draw of 500.
 */
import { type Random, seededRandom } from "@cc/domain/random";

/** One learner under one policy: questions until the true pass chance reached 0.9 (Infinity if never). */
export interface Run {
  toReady: number;
  /** Questions answered in the whole simulation (the cap a never-ready run stopped at). */
  answered: number;
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * The share of questions the coach saved for one learner, 1 − coach / random. When one policy never
 * got there, its count is only known to exceed the questions it answered, so the bound that favours
 * random is used; null when neither got there.
 */
export function pairedReduction(coach: Run, random: Run): number | null {
  const coachDone = Number.isFinite(coach.toReady);
  const randomDone = Number.isFinite(random.toReady);
  if (coachDone && randomDone) return 1 - coach.toReady / random.toReady;
  if (coachDone) return 1 - coach.toReady / random.answered;
  if (randomDone) return 1 - coach.answered / random.toReady;
  return null;
}

/** 1 − median(coach) / median(random): the figure (a difference of medians). */
const medianReduction = (coach: readonly Run[], random: readonly Run[]) =>
  1 - median(coach.map((r) => r.toReady)) / median(random.map((r) => r.toReady));

function pairedMedian(coach: readonly Run[], random: readonly Run[]) {
  const reductions = coach.flatMap((run, i) => {
    const r = pairedReduction(run, random[i] as Run);
    return r === null ? [] : [r];
  });
  return { median: median(reductions), sorted: reductions.sort((a, b) => a - b) };
}

const RESAMPLES = 2000;

/** A 95 % percentile-bootstrap interval of `figure` over learners (resampled with replacement). */
function bootstrap(
  coach: readonly Run[],
  random: readonly Run[],
  figure: (coach: Run[], random: Run[]) => number,
  draw: Random,
): [number, number] {
  const values = Array.from({ length: RESAMPLES }, () => {
    const picks = coach.map(() => Math.floor(draw() * coach.length));
    return figure(
      picks.map((i) => coach[i] as Run),
      picks.map((i) => random[i] as Run),
    );
  }).sort((a, b) => a - b);
  return [quantile(values, 0.025), quantile(values, 0.975)];
}

export function comparePolicies(coach: readonly Run[], random: readonly Run[]) {
  const draw = seededRandom(7);
  const paired = pairedMedian(coach, random);
  return {
    coachMedian: median(coach.map((r) => r.toReady)),
    randomMedian: median(random.map((r) => r.toReady)),
    medianReduction: medianReduction(coach, random),
    medianReductionInterval: bootstrap(coach, random, medianReduction, draw),
    pairedMedian: paired.median,
    pairedQuartiles: [quantile(paired.sorted, 0.25), quantile(paired.sorted, 0.75)],
    pairedInterval: bootstrap(coach, random, (c, r) => pairedMedian(c, r).median, draw),
    coachFaster: coach.filter((run, i) => run.toReady < (random[i] as Run).toReady).length,
    coachSlower: coach.filter((run, i) => run.toReady > (random[i] as Run).toReady).length,
    neverReady: {
      coach: coach.filter((r) => !Number.isFinite(r.toReady)).length,
      random: random.filter((r) => !Number.isFinite(r.toReady)).length,
      both: coach.filter(
        (r, i) => !Number.isFinite(r.toReady) && !Number.isFinite((random[i] as Run).toReady),
      ).length,
    },
  };
}
