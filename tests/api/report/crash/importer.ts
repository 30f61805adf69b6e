// Imports the staff file CROSSDOCK_TEST_UPLOAD as admin and stops inside the import's transaction,
// after its rows are written, saying so on stdout: the point where the test kills the process.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../../server/config';
import { openEmbedded, openPostgres } from '../../../../server/db/connection';
import { users } from '../../../../server/db/schema';
import { createDeps } from '../../../../server/deps';
import { runImport } from '../../../../server/excel/import-run';
import type { Caller } from '../../../../server/http/auth/caller';
import { loadUserCodes } from '../../../../server/http/auth/codes';
import { employeeImport } from '../../../../server/modules/employees/import';
import { IMPORT_PAUSED } from './lines';


const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openEmbedded(path.join(config.dataDir, 'pg'));
const deps = await createDeps(database.db, config);
const [admin] = await deps.db.select().from(users).where(eq(users.username, 'admin'));
const caller = { userId: admin!.id, username: admin!.username, name: admin!.name, codes: () => loadUserCodes(deps.db, admin!.id) } as unknown as Caller;
const buffer = fs.readFileSync(process.env.CROSSDOCK_TEST_UPLOAD!);
const file = { originalname: '员工导入.xlsx', buffer, size: buffer.length } as Express.Multer.File;

await runImport({ deps, caller, file }, {
  ...employeeImport,
  async commit(tx, rows, by) {
    await employeeImport.commit(tx, rows, by);
    process.stdout.write(`${IMPORT_PAUSED}\n`);
    await new Promise<never>(() => undefined);
  },
});
