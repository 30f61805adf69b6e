import { Messages, ResCode } from '@shared/api/envelope';
import { AppError } from './errors';

/**
 * Database refusals caused by the input rather than by a fault of the server: the last line of the
 * input rule (docs/operations.md, "Input") when a contract let a value through that its column cannot
 * hold. Each becomes a clear 400 envelope; the transaction it happened in is already rolled back.
 */
const BY_SQLSTATE: Record<string, string> = {
  '22001': '内容超过长度限制',
  '22003': '数值超出范围',
  '22007': '日期时间格式不正确',
  '22008': '日期时间超出范围',
  '22021': '含有无法保存的字符',
  '22P02': '内容格式不正确',
  '22P05': '含有无法保存的字符',
  '23503': '关联的记录不存在',
  '54000': '内容超过长度限制',
};

/** The database's own error (SQLSTATE and message), looking through wrappers (drizzle keeps it as `cause`). */
function databaseError(error: unknown): { code: string; message: string } | undefined {
  for (let e = error, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as { cause?: unknown }).cause, hops++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String(message ?? '') };
  }
  return undefined;
}

/** The envelope error for a database refusal of bad input, or undefined for anything else. */
export function inputRefusal(error: unknown): AppError | undefined {
  const db = databaseError(error);
  if (!db) return undefined;
  if (db.code === '23503' && db.message.includes('still referenced')) return new AppError(ResCode.CONFLICT, '记录仍被引用，不能删除');
  const why = BY_SQLSTATE[db.code];
  return why ? new AppError(ResCode.BAD_REQUEST, `${Messages.badRequest}（${why}）`) : undefined;
}
