import type { TransmissionType } from "@cc/contracts/questions";
import type { PoolQuestion } from "@cc/domain/assemble";
import type { createVersionsRepo, VersionContent } from "./versions.repo";

/**
 * The question bank in process memory, so that starting and scoring a session reads no question
 * from the database. Two kinds of data, both safe to keep:
 * - versions are immutable once written: cached forever, loaded on first use (an old session's
 *   version, or a new one another process synced);
 * - the active pool (current version of each question, per transmission) changes only when the
 *   bank is synced or imported: it is rebuilt when the bank's fingerprint changes, checked at most
 *   every `checkEveryMs` (0 = on every use, for tests). Several processes each keep their own
 *   copy and converge within that interval.
 */
export function createQuestionCache(
  repo: ReturnType<typeof createVersionsRepo>,
  options: { checkEveryMs: number; now?: () => number },
) {
  const now = options.now ?? Date.now;
  // Question id -> its versions by number: no key string is built per lookup (a submit looks up
  // thirty).
  const versions = new Map<string, VersionContent[]>();
  const cached = (questionId: string, version: number) => versions.get(questionId)?.[version];
  const keep = (row: VersionContent) => {
    const byNumber = versions.get(row.questionId) ?? [];
    byNumber[row.version] = row;
    versions.set(row.questionId, byNumber);
  };
  let pools: Record<TransmissionType, PoolQuestion[]> | undefined;
  let trialSets: Record<TransmissionType, PoolQuestion[][]> = { manual: [], automatic: [] };
  let fingerprint: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  async function check(): Promise<void> {
    const current = await repo.bankFingerprint();
    if (current !== fingerprint || !pools) {
      const rows = await repo.activeVersions();
      for (const row of rows) keep(row);
      pools = { manual: [], automatic: [] };
      for (const row of rows.sort((a, b) => (a.questionId < b.questionId ? -1 : 1))) {
        const candidate: PoolQuestion = {
          questionId: row.questionId,
          version: row.version,
          categoryId: row.categoryId,
          difficulty: row.difficulty,
          letters: Object.keys(row.pt.options),
        };
        if (row.transmission !== "automatic") pools.manual.push(candidate);
        if (row.transmission !== "manual") pools.automatic.push(candidate);
      }
      trialSets = trialSetsIn(pools, await repo.trialSets());
      fingerprint = current;
    }
    checkedAt = now();
  }

  async function fresh(): Promise<void> {
    if (!pools || now() - checkedAt >= options.checkEveryMs) {
      // Requests arriving during a check share it.
      checking ??= check().finally(() => {
        checking = undefined;
      });
      await checking;
    }
  }

  async function find(
    items: readonly { questionId: string; version: number }[],
  ): Promise<(VersionContent | undefined)[]> {
    const found = items.map((item) => cached(item.questionId, item.version));
    if (!found.includes(undefined)) return found;
    for (const row of await repo.versions(items.filter((_, index) => !found[index]))) keep(row);
    return items.map((item) => cached(item.questionId, item.version));
  }

  return {
    /** The active questions of a pool (common questions are in both), sorted by id. */
    async pool(transmission: TransmissionType): Promise<readonly PoolQuestion[]> {
      await fresh();
      return (pools as Record<TransmissionType, PoolQuestion[]>)[transmission];
    },

    /** The free trial's sets, each as the active questions of the pool it names. */
    async trialSets(transmission: TransmissionType): Promise<readonly (readonly PoolQuestion[])[]> {
      await fresh();
      return trialSets[transmission];
    },

    /**
     * The content of each of the given versions, in their order, undefined where no such version
     * exists (versions a device sends back); loads what is not cached yet.
     */
    find,

    /** The content of each of the given versions, in their order; loads what is not cached yet. */
    async contents(
      items: readonly { questionId: string; version: number }[],
    ): Promise<VersionContent[]> {
      const found = await find(items);
      return found.map((content, index) => {
        // Versions are never deleted, so this only happens if the database was tampered with.
        if (!content) {
          const item = items[index];
          throw new Error(`question ${item?.questionId} v${item?.version} not found`);
        }
        return content;
      });
    },
  };
}

/** Each set's ids as candidates of each pool; a retired question simply drops out of its set. */
function trialSetsIn(
  pools: Record<TransmissionType, PoolQuestion[]>,
  sets: readonly (readonly string[])[],
): Record<TransmissionType, PoolQuestion[][]> {
  const setsOf = (pool: PoolQuestion[]) => {
    const byId = new Map(pool.map((candidate) => [candidate.questionId, candidate]));
    return sets
      .map((ids) => ids.flatMap((id) => byId.get(id) ?? []))
      .filter((set) => set.length > 0);
  };
  return { manual: setsOf(pools.manual), automatic: setsOf(pools.automatic) };
}

export type QuestionCache = ReturnType<typeof createQuestionCache>;
