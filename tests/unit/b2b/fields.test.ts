import { describe, expect, it } from 'vitest';
import { exchangeRate, id, money } from '@shared/api/b2b/fields';

const message = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('B2B form fields', () => {
  it('asks for a missing amount or rate instead of calling it not a number', () => {
    for (const blank of [undefined, null, '', '  ']) {
      expect(message(money, blank)).toBe('请填写金额');
      expect(message(exchangeRate, blank)).toBe('请填写汇率');
    }
    expect(message(money, 'abc')).toBe('金额格式不正确（最多两位小数）');
    expect(message(money, '0')).toBe('金额必须大于0');
    expect(money.parse(12.5)).toBe('12.5');
  });

  it('asks to choose a missing record and refuses a wrong id', () => {
    const customer = id('客户');
    for (const blank of [undefined, null, '']) expect(message(customer, blank)).toBe('请选择客户');
    expect(message(customer, 'abc')).toBe('客户不正确');
    expect(message(customer, -1)).toBe('客户不正确');
    expect(customer.parse('42')).toBe(42);
  });
});
