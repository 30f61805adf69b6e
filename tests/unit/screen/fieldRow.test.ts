import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { exchangeRates, rateSources } from '@shared/api/reference/rates';
import { logisticsCosts, TRANSPORT_MODES } from '@shared/api/sales/logistics';
import { field } from '@shared/screen/fields';
import { rowOf } from '@shared/screen/fieldRow';
import type { MasterRow } from '@shared/screen/master';

const fields = {
  name: field.text('名称'),
  remark: field.text('备注', { nullable: true }),
  count: field.number('数量'),
  amount: field.money('金额', { currency: 'CNY' }),
  kind: field.enum('类型', { sku: 'SKU', spu: 'SPU' } as const),
  enabled: field.enabled(),
  ownerName: field.user('负责人', { nullable: true }),
  createdAt: field.datetime('创建时间'),
};
const row = rowOf(fields);
const full = { id: 1, name: 'A', remark: '备注', count: 2, amount: '9.50', kind: 'sku', enabled: true, ownerName: '王芳', createdAt: '2026-01-05T08:00:00.000Z' };

describe('a row derived from fields', () => {
  it('accepts a full row as it is', () => {
    expect(row.parse(full)).toEqual(full);
  });

  it('accepts null where a field says it may be null', () => {
    expect(row.parse({ ...full, remark: null, ownerName: null })).toEqual({ ...full, remark: null, ownerName: null });
  });

  it.each(['id', 'name', 'count', 'amount', 'kind', 'enabled', 'createdAt'])('rejects the row without %s', (key) => {
    const { [key]: _left, ...rest } = full as Record<string, unknown>;
    expect(row.safeParse(rest).success).toBe(false);
  });

  it.each(['name', 'count', 'enabled'])('rejects null in %s, which may not be null', (key) => {
    expect(row.safeParse({ ...full, [key]: null }).success).toBe(false);
  });

  it('answers each kind with its type and an enum with one of its keys', () => {
    expect(row.safeParse({ ...full, count: '2' }).success).toBe(false);
    expect(row.safeParse({ ...full, enabled: 'true' }).success).toBe(false);
    expect(row.safeParse({ ...full, kind: 'spu' }).success).toBe(true);
    expect(row.safeParse({ ...full, kind: 'other' }).success).toBe(false);
  });

  it('types the row the same way', () => {
    expectTypeOf<z.output<typeof row>>().toEqualTypeOf<{
      id: number;
      name: string;
      remark: string | null;
      count: number;
      amount: string;
      kind: 'sku' | 'spu';
      enabled: boolean;
      ownerName: string | null;
      createdAt: string;
    }>();
  });
});

// The rows 汇率 and 物流费用 wrote by hand before their fields gave them; the enums now name their values.
const handWritten = {
  rates: z.object({
    id: z.number(),
    currency: z.string(),
    currencyName: z.string().nullable(),
    rateDate: z.string(),
    rate: z.string(),
    source: z.enum(Object.keys(rateSources) as [string, ...string[]]),
    updatedByName: z.string().nullable(),
    updatedAt: z.string(),
  }),
  logistics: z.object({
    id: z.number(),
    country: z.string(),
    countryName: z.string().nullable(),
    transportMode: z.enum(Object.keys(TRANSPORT_MODES) as [string, ...string[]]),
    currency: z.string(),
    costPerKg: z.string(),
    effectiveFrom: z.string(),
    updatedByName: z.string().nullable(),
    updatedAt: z.string(),
  }),
};

describe('master screens whose row comes from their fields', () => {
  it.each([
    ['汇率', exchangeRates.row, handWritten.rates],
    ['物流费用', logisticsCosts.row, handWritten.logistics],
  ])('%s answers the row it declared by hand', (_screen, derived, expected) => {
    expect(z.toJSONSchema(derived)).toEqual(z.toJSONSchema(expected));
  });

  it('types the row from the fields', () => {
    expectTypeOf<MasterRow<typeof logisticsCosts>>().toEqualTypeOf<{
      id: number;
      country: string;
      countryName: string | null;
      transportMode: 'sea' | 'air' | 'express' | 'rail';
      currency: string;
      costPerKg: string;
      effectiveFrom: string;
      updatedByName: string | null;
      updatedAt: string;
    }>();
  });
});
