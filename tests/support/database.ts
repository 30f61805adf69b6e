import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openEmbedded, openPostgres, type Database } from '../../server/db/connection';
import { seed } from '../../server/seed';
import { modules } from '../../server/modules';

/**
 * Test databases. Embedded by default: a migrated, seeded PGlite data dir is dumped once and loaded
 * by each test file. With TEST_DATABASE_URL (a PostgreSQL server), a template database is created
 * once and each test file gets `CREATE DATABASE ... TEMPLATE` of it.
 */
export const TEST_ADMIN_PASSWORD = 'admin-pass-1';
const templateName = `crossdock_tpl_${process.pid}`;
const serverUrl = process.env.TEST_DATABASE_URL;

const seedOptions = { adminPassword: TEST_ADMIN_PASSWORD, dataDir: path.join(os.tmpdir(), 'crossdock-test'), demo: true };

function urlFor(database: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Where the template is, handed from the global setup to the test files (vitest provide/inject). */
export type TemplateRef = { kind: 'dump'; file: string } | { kind: 'postgres'; name: string };

export async function prepareTemplate(): Promise<{ ref: TemplateRef; teardown: () => Promise<void> }> {
  if (serverUrl) {
    await admin((c) => c.query(`drop database if exists ${templateName}`));
    await admin((c) => c.query(`create database ${templateName}`));
    const database = await openPostgres(urlFor(templateName), 2);
    await database.migrate();
    await seed(database.db, seedOptions, modules);
    await database.close();
    return {
      ref: { kind: 'postgres', name: templateName },
      teardown: () => admin((c) => c.query(`drop database if exists ${templateName}`)).then(() => undefined),
    };
  }
  const database = await openEmbedded();
  await database.migrate();
  await seed(database.db, seedOptions, modules);
  const dump = await database.dumpDataDir!();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { ref: { kind: 'dump', file }, teardown: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh copy of the seeded template for one test file. */
export async function openTestDatabase(ref: TemplateRef): Promise<Database> {
  if (ref.kind === 'postgres') {
    const name = `crossdock_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await admin((c) => c.query(`create database ${name} template ${ref.name}`));
    const database = await openPostgres(urlFor(name), 4);
    return {
      ...database,
      async close() {
        await database.close();
        await admin((c) => c.query(`drop database if exists ${name}`));
      },
    };
  }
  const dump = fs.readFileSync(ref.file);
  return openEmbedded(undefined, new Blob([dump]));
}

/**
 * A copy of the template for a server process started apart (a child process): on PostgreSQL a new
 * database, embedded a data directory `<dataDir>/pg`. Answers the environment that points a server
 * at it and how to drop it.
 */
export async function copyTemplateFor(ref: TemplateRef, dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (ref.kind === 'postgres') {
    const name = `crossdock_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await admin((c) => c.query(`create database ${name} template ${ref.name}`));
    return {
      env: { CROSSDOCK_DATA_DIR: dataDir, DATABASE_URL: urlFor(name) },
      // A killed process's backends may linger a moment: FORCE ends them.
      drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  }
  const database = await openEmbedded(path.join(dataDir, 'pg'), new Blob([fs.readFileSync(ref.file)]));
  await database.close();
  return { env: { CROSSDOCK_DATA_DIR: dataDir }, drop: async () => undefined };
}
