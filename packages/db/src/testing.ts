import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openPostgres } from "./client";
import type { DatabaseHandle, Engine } from "./database";
import { MIGRATIONS_FOLDER, migrate } from "./migrate";
import { wrapPglite } from "./pglite";

/**
 * Test databases. Each test file gets its own database, copied from a template that was migrated
 * (and seeded) once per test run: `CREATE DATABASE ... TEMPLATE` on PostgreSQL, a data-folder dump
 * loaded into a fresh in-memory instance on PGlite. See docs/decisions/0003-database.md.
 */

const TMP_DIR = fileURLToPath(new URL("../../../.test-tmp", import.meta.url));

export interface TemplateOptions {
  /** Fills the template after migrating (e.g. the question bank), once per run. */
  seed?: (handle: DatabaseHandle) => Promise<void>;
  /** Changes whenever what `seed` writes changes, so a stale template is rebuilt. */
  seedKey?: string;
}

export function testEngine(): Engine {
  return process.env.DATABASE_URL && process.env.TEST_DB_ENGINE !== "pglite"
    ? "postgres"
    : "pglite";
}

function templateKey(seedKey = ""): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path));
  }
  return hash.update(seedKey).digest("hex").slice(0, 12);
}

const pgTemplateName = (key: string) => `cc_tpl_${key}`;
const pgliteDumpPath = (key: string) => join(TMP_DIR, `pglite-template-${key}.tar`);

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  return url;
}

function urlForDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the template for the engine in use, unless an up-to-date one exists. Returns its key. */
export async function prepareTestTemplate(options: TemplateOptions = {}): Promise<string> {
  const key = templateKey(options.seedKey);
  if (testEngine() === "postgres") await preparePostgresTemplate(key, options);
  else await preparePgliteTemplate(key, options);
  process.env.CC_TEST_TEMPLATE_KEY = key;
  return key;
}

async function fill(handle: DatabaseHandle, options: TemplateOptions): Promise<void> {
  await migrate(handle);
  await options.seed?.(handle);
}

async function preparePostgresTemplate(key: string, options: TemplateOptions): Promise<void> {
  const name = pgTemplateName(key);
  const exists = await withAdmin(async (admin) => {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    return found.rowCount === 1;
  });
  // Templates of earlier migrations or content pile up: keep the newest few (another run may still
  // be copying one of them) and drop the rest.
  await withAdmin(async (admin) => {
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'cc\\_tpl\\_%' and datname not like '%\\_b%' order by oid desc offset 3",
    );
    for (const { datname } of stale.rows) {
      await admin.query(`drop database if exists "${datname}"`).catch(() => {});
    }
  });
  if (exists) return;
  // Build under a private name, then rename: a concurrent run never sees a half-built template.
  const building = `${name}_b${process.pid}`;
  await withAdmin((admin) => admin.query(`create database "${building}"`));
  const handle = openPostgres(urlForDatabase(building), 2);
  try {
    await fill(handle, options);
  } finally {
    await handle.close();
  }
  await withAdmin(async (admin) => {
    try {
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } catch {
      await admin.query(`drop database if exists "${building}"`);
    }
  });
}

// Where the PGlite template keeps a pristine copy of every table's rows, to reset a reused
// instance to the template state in one statement batch.
const SNAPSHOT_SCHEMA = "cc_template";

async function preparePgliteTemplate(key: string, options: TemplateOptions): Promise<void> {
  const path = pgliteDumpPath(key);
  // As on PostgreSQL: keep the newest few dumps, drop the rest.
  const dumps = (existsSync(TMP_DIR) ? readdirSync(TMP_DIR) : [])
    .filter((file) => /^pglite-template-\w+\.tar$/.test(file))
    .map((file) => join(TMP_DIR, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const stale of dumps.slice(3)) rmSync(stale, { force: true });
  if (existsSync(path)) return;
  const client = new PGlite();
  const handle = wrapPglite(client);
  try {
    await fill(handle, options);
    await client.exec(`create schema ${SNAPSHOT_SCHEMA}`);
    for (const table of await publicTables(client)) {
      await client.exec(`create table ${SNAPSHOT_SCHEMA}."${table}" as table public."${table}"`);
    }
    await client.exec(`create table ${SNAPSHOT_SCHEMA}.__sequences as
      select schemaname || '.' || sequencename as name, last_value from pg_sequences
      where schemaname = 'public' and last_value is not null`);
    const dump = await client.dumpDataDir("none");
    mkdirSync(TMP_DIR, { recursive: true });
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await handle.close();
  }
}

async function publicTables(client: PGlite): Promise<string[]> {
  const result = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  return result.rows.map((row) => row.tablename);
}

function currentKey(): string {
  const key = process.env.CC_TEST_TEMPLATE_KEY;
  if (!key) throw new Error("No test template: the test run's global setup prepares it.");
  return key;
}

/** A fresh database for one test file, copied from the run's template. Close it in afterAll. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return testEngine() === "postgres" ? createPostgresCopy(currentKey()) : takePgliteCopy();
}

async function createPostgresCopy(key: string): Promise<DatabaseHandle> {
  const name = `cc_t_${randomBytes(6).toString("hex")}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin((admin) =>
        admin.query(`create database "${name}" template "${pgTemplateName(key)}"`),
      );
      break;
    } catch (error) {
      // Two copies of one template starting in the same instant can collide; try again.
      if (attempt >= 5 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
  const handle = openPostgres(urlForDatabase(name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * PGlite instances of this worker. Loading one from the template dump takes about a second, so an
 * instance a finished test file gives back is reset to the template rows (truncate and reload from
 * the snapshot schema: a few milliseconds) and handed to the next file. A file that opens several
 * databases at once gets several instances.
 */
const idle: PGlite[] = [];
let dumpBlob: Blob | undefined;

async function loadPgliteCopy(): Promise<PGlite> {
  dumpBlob ??= new Blob([readFileSync(pgliteDumpPath(currentKey()))]);
  const client = new PGlite({ loadDataDir: dumpBlob });
  await client.waitReady;
  return client;
}

async function resetToTemplate(client: PGlite): Promise<void> {
  const tables = (await publicTables(client)).map((table) => `public."${table}"`);
  const reload = tables
    .map(
      (table) =>
        `insert into ${table} overriding system value select * from ${table.replace("public.", `${SNAPSHOT_SCHEMA}.`)};`,
    )
    .join("\n");
  // Replica mode skips foreign-key triggers, so tables reload in any order.
  await client.exec(`
    begin;
    set local session_replication_role = replica;
    truncate ${tables.join(", ")} restart identity cascade;
    ${reload}
    select setval(name, last_value) from ${SNAPSHOT_SCHEMA}.__sequences;
    commit;`);
}

/** Closes the PGlite instances kept for reuse (a script, unlike a test worker, then exits). */
export async function closeIdleTestDatabases(): Promise<void> {
  for (const client of idle.splice(0)) await client.close();
}

async function takePgliteCopy(): Promise<DatabaseHandle> {
  const reused = idle.pop();
  if (reused) await resetToTemplate(reused);
  const client = reused ?? (await loadPgliteCopy());
  const handle = wrapPglite(client);
  return {
    ...handle,
    close: async () => {
      idle.push(client);
    },
  };
}
