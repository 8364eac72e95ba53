import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkQuestion } from "@cc/content/check";
import { type Bank, CONTENT_DIR, type Illustration, loadBank } from "@cc/content/load";
import type { ContentQuestion } from "@cc/content/schema";
import type { Database } from "@cc/db/database";
import { META_REVIEWED, META_TRIAL_SETS } from "@cc/db/schema/platform";
import { createQuestionsRepo, type NewVersion } from "./questions.repo";

const META_BANK_HASH = "content.bankHash";
const META_BANK_IDS = "content.questionIds";
/**
 * What a sync writes besides the questions: bumped when that changes, so a database synced by an
 * older build syncs once more at start-up although the content files are the same.
 */
const SYNC_FORMAT = "reviewed-dates";

export interface SyncSummary {
  created: number;
  updated: number;
  retired: number;
  unchanged: number;
  skipped: { where: string; message: string }[];
}

/**
 * What makes a version: any change here is a new version of the question. `reviewed` is left out:
 * re-checking a question against the law changes nothing a learner sees (decision 0019).
 */
function versionHash(question: ContentQuestion, illustrationHash: string | null): string {
  const { id: _id, illustration: _path, reviewed: _reviewed, ...content } = question;
  const stable = JSON.stringify(content, Object.keys(flattenKeys(content)).sort());
  return createHash("sha256")
    .update(stable)
    .update(illustrationHash ?? "")
    .digest("hex");
}

// Every key at every depth, so JSON.stringify's key list keeps nested objects whole and ordered.
function flattenKeys(value: unknown, keys: Record<string, true> = {}): Record<string, true> {
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      keys[key] = true;
      flattenKeys(inner, keys);
    }
  }
  return keys;
}

/** A hash of the raw content files: unchanged files mean nothing to sync (fast startup). */
export function bankFilesHash(dir = CONTENT_DIR): string {
  const hash = createHash("sha256").update(SYNC_FORMAT);
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".json") || file.endsWith(".svg"))
      hash.update(file).update(readFileSync(join(dir, file)));
  }
  return hash.digest("hex");
}

/**
 * Writes questions into the database: a new question gets version 1, a changed one its next
 * version (past sessions keep theirs), an unchanged one nothing. In one transaction, so a failure
 * leaves the bank as it was. `retireMissingFrom` lists the ids the built-in bank held last time:
 * those no longer present are retired (never deleted).
 */
export async function writeQuestions(
  db: Database,
  input: {
    questions: ContentQuestion[];
    illustrations: ReadonlyMap<string, Illustration>;
    categories?: Bank["categories"];
    retireMissingFrom?: readonly string[];
  },
): Promise<Omit<SyncSummary, "skipped">> {
  return db.transaction(async (tx) => {
    const repo = createQuestionsRepo(tx);
    if (input.categories?.length) await repo.upsertCategories(input.categories);
    const used = input.questions.map((q) => q.illustration).filter((p): p is string => Boolean(p));
    await repo.insertIllustrations(
      [...new Set(used)].flatMap((path) => {
        const drawing = input.illustrations.get(path);
        return drawing ? [drawing] : [];
      }),
    );
    const stored = await repo.storedQuestions();
    const versions: NewVersion[] = [];
    let unchanged = 0;
    for (const question of input.questions) {
      const illustrationHash = question.illustration
        ? (input.illustrations.get(question.illustration)?.hash ?? null)
        : null;
      const contentHash = versionHash(question, illustrationHash);
      const existing = stored.get(question.id);
      if (existing && existing.contentHash === contentHash && !existing.retired) {
        unchanged++;
        continue;
      }
      versions.push({
        question,
        version: (existing?.currentVersion ?? 0) + 1,
        contentHash,
        illustrationHash,
      });
    }
    await repo.writeVersions(versions);
    const present = new Set(input.questions.map((q) => q.id));
    const toRetire = (input.retireMissingFrom ?? []).filter(
      (id) => !present.has(id) && stored.get(id)?.retired === false,
    );
    await repo.retire(toRetire);
    const created = versions.filter((v) => v.version === 1).length;
    return { created, updated: versions.length - created, retired: toRetire.length, unchanged };
  });
}

/**
 * Loads the built-in bank from content/ into the database. Questions that fail their checks are
 * skipped and reported (content:check in CI keeps that list empty). Idempotent.
 */
export async function syncBank(
  db: Database,
  bank: Bank = loadBank(),
  filesHash = bankFilesHash(),
): Promise<SyncSummary> {
  const skipped = [...bank.problems];
  const valid = bank.questions.filter((q) => {
    const problems = checkQuestion(q, q.origin, bank.illustrations);
    skipped.push(...problems);
    return problems.length === 0;
  });
  const repo = createQuestionsRepo(db);
  // Every catalogue drawing, used by a question or not: the public sign library shows them all.
  await repo.insertIllustrations(
    bank.signs.flatMap((sign) => bank.illustrations.get(sign.drawing) ?? []),
  );
  const previousIds = (await repo.meta<string[]>(META_BANK_IDS)) ?? [];
  const summary = await writeQuestions(db, {
    questions: valid,
    illustrations: bank.illustrations,
    categories: bank.categories,
    retireMissingFrom: previousIds,
  });
  await repo.setMeta(
    META_BANK_IDS,
    valid.map((q) => q.id),
  );
  await repo.setMeta(META_TRIAL_SETS, bank.trialSets);
  await repo.setMeta(META_REVIEWED, Object.fromEntries(valid.map((q) => [q.id, q.reviewed])));
  await repo.setMeta(META_BANK_HASH, filesHash);
  return { ...summary, skipped };
}

/** At startup: syncs only when the content files changed since the last sync. */
export async function syncBankIfChanged(db: Database): Promise<SyncSummary | undefined> {
  const filesHash = bankFilesHash();
  const last = await createQuestionsRepo(db).meta<string>(META_BANK_HASH);
  if (last === filesHash) return undefined;
  return syncBank(db, loadBank(), filesHash);
}

/** The ids of the built-in bank: operator imports may not overwrite them. */
export async function builtInIds(db: Database): Promise<Set<string>> {
  const ids = await createQuestionsRepo(db).meta<string[]>(META_BANK_IDS);
  return new Set([...(ids ?? []), ...loadBank().questions.map((q) => q.id)]);
}
