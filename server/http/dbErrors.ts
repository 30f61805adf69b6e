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

/** The SQLSTATE of a database error, looking through the wrappers (drizzle's query error keeps it as `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e = error, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as { cause?: unknown }).cause, hops++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The envelope error for a database refusal of bad input, or undefined for anything else. */
export function inputRefusal(error: unknown): AppError | undefined {
  const state = sqlState(error);
  const why = state && BY_SQLSTATE[state];
  return why ? new AppError(ResCode.BAD_REQUEST, `${Messages.badRequest}（${why}）`) : undefined;
}
