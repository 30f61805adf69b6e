import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/http/errors';
import { inputRefusal } from '../../../server/http/dbErrors';
import { checkInput, checkParams, MAX_ITEMS, savable } from '../../../server/http/input';

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { resCode: (error as AppError).resCode, message: (error as AppError).message };
  }
  return undefined;
};

describe('the one input check', () => {
  it('lets ordinary input through: Chinese, emoji (surrogate pairs), numbers, nested lists', () => {
    expect(refusal(() => checkInput({ name: '王芳 😀', qty: 3, lines: [{ skuId: 1, remark: null }], ok: true }))).toBeUndefined();
    expect(refusal(() => checkParams({ id: '2147483647', key: 'b2b_payment' }))).toBeUndefined();
  });

  it('refuses NUL and lone surrogates, naming the field', () => {
    expect(refusal(() => checkInput({ lines: [{ remark: 'a\u0000b' }] }))).toEqual({ resCode: 400, message: expect.stringContaining('lines.0.remark: 含有无法保存的字符') });
    expect(refusal(() => checkInput({ name: 'a\ud800' }))?.message).toContain('name:');
    expect(refusal(() => checkInput({ name: '\udc00a' }))?.message).toContain('name:');
  });

  it('refuses prototype keys, huge lists, deep nesting and numbers that are not finite', () => {
    expect(refusal(() => checkInput(JSON.parse('{"__proto__":{"x":1}}')))?.message).toContain('__proto__');
    expect(refusal(() => checkInput({ a: { constructor: { prototype: {} } } }))?.message).toContain('constructor');
    expect(refusal(() => checkInput({ ids: new Array(MAX_ITEMS + 1).fill(1) }))?.message).toContain(`一次最多${MAX_ITEMS}项`);
    const deep = JSON.parse(`${'['.repeat(50)}${']'.repeat(50)}`);
    expect(refusal(() => checkInput(deep))?.message).toContain('层级过深');
    expect(refusal(() => checkInput({ qty: Infinity }))?.message).toContain('qty: 数字超出范围');
  });

  it('refuses path ids the database cannot hold', () => {
    for (const id of ['0', '-1', 'abc', '1.5', '2147483648', '\u0000']) expect(refusal(() => checkParams({ id }))?.resCode, id).toBe(400);
    expect(refusal(() => checkParams({ userId: '99999999999' }))?.message).toContain('userId: 编号不正确');
  });

  it('writes refused text in a form the gate log can store', () => {
    expect(savable('a\u0000b\ud800')).toBe('a\ufffdb\ufffd');
  });
});

describe('database refusals of bad values', () => {
  const wrapped = (code: string, message = '') => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) });

  it('answers out-of-range, too long and malformed values with a clear 400', () => {
    expect(inputRefusal(wrapped('22003'))).toMatchObject({ resCode: 400, message: '参数错误（数值超出范围）' });
    expect(inputRefusal(wrapped('22001'))).toMatchObject({ resCode: 400, message: '参数错误（内容超过长度限制）' });
    expect(inputRefusal(wrapped('22P02'))).toMatchObject({ resCode: 400 });
  });

  it('tells a delete of a record still in use apart from a missing reference, and leaves other faults alone', () => {
    expect(inputRefusal(wrapped('23503', 'update or delete on table "a" violates foreign key constraint: is still referenced'))).toMatchObject({ resCode: 409 });
    expect(inputRefusal(wrapped('23503', 'insert violates foreign key constraint'))).toMatchObject({ resCode: 400, message: '参数错误（关联的记录不存在）' });
    expect(inputRefusal(wrapped('42P01'))).toBeUndefined();
    expect(inputRefusal(new Error('boom'))).toBeUndefined();
  });
});
