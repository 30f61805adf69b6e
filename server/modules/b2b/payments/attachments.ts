import type { Db } from '../../../db/connection';
import { fail } from '../../../http/errors';
import type { Actor, Tx } from '../../../workflow';

/** Attachments of payment requests; the file service (server/modules/tool) is wired in when it lands. */
export async function attachOnSave(_tx: Tx, _actor: Actor, _paymentId: number, _fileIds: number[]): Promise<void> {
  throw fail.refused('附件服务暂不可用');
}

export async function paymentAttachments(_db: Db | Tx, _paymentId: number) {
  return [] as Array<{ id: number; name: string; size: number; contentType: string | null }>;
}
