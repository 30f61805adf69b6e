import { and, eq, isNull } from 'drizzle-orm';
import type { Response } from 'express';
import type { RequireFilter } from '@shared/api/kol/require';
import { attachments, kolRequires } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { sendXlsx } from '../../../excel/download';
import { streamZip } from '../../tool';
import { requireVisibility } from '../visibility';
import { requireColumns, requireRows } from '../exports';
import { REQUIRE_ENTITY } from './save';

/**
 * exportKolData: the list's filters and the caller's scope, streamed to the browser as an xlsx (keyset
 * batches into exceljs's streaming writer: every row, memory bounded); empty values stay empty cells.
 */
export async function exportRequires(deps: AppDeps, caller: Caller, filter: RequireFilter, res: Response): Promise<void> {
  const owner = await requireVisibility.scope(caller);
  await sendXlsx(res, 'KOL需求.xlsx', requireColumns, requireRows(deps.db, filter, owner));
}

/** downLoadZipFile: a requirement's files as `<serial>.zip`. */
export async function zipRequireFiles(deps: AppDeps, caller: Caller, id: number, res: Response): Promise<void> {
  const scope = await requireVisibility.scope(caller);
  const [head] = await deps.db.select({ id: kolRequires.id, serialNo: kolRequires.serialNo, status: kolRequires.status, createdBy: kolRequires.createdBy }).from(kolRequires).where(eq(kolRequires.id, id));
  const found = requireVisibility.ensure(head, scope);
  const files = await deps.db
    .select({ name: attachments.name, storageKey: attachments.storageKey, contentType: attachments.contentType })
    .from(attachments)
    .where(and(eq(attachments.entity, REQUIRE_ENTITY), eq(attachments.entityId, id), isNull(attachments.deletedAt)))
    .orderBy(attachments.id);
  if (!files.length) throw fail.notFound('该需求没有附件');
  await streamZip(res, `${found.serialNo}.zip`, files.map((f) => ({ name: f.name, storageKey: f.storageKey, contentType: f.contentType ?? undefined })), deps.files);
}
