import { describe, expect, it } from 'vitest';
import { qtyChanges } from '../../../web/pages/supply/planDetail/qtyChanges';

const lines = [
  { skuId: 1, sku: 'HOME-001', qty: 48 },
  { skuId: 2, sku: 'HOME-002', qty: 24 },
];

describe('editing a draft plan’s units', () => {
  it('sends only the lines whose units changed', () => {
    expect(qtyChanges(lines, { 1: 60, 2: 24 })).toEqual({ ok: true, lines: [{ skuId: 1, qty: 60 }] });
  });

  it('treats a cleared field as unchanged', () => {
    expect(qtyChanges(lines, { 1: null, 2: 12 })).toEqual({ ok: true, lines: [{ skuId: 2, qty: 12 }] });
  });

  it('refuses zero, negative and fractional units, naming the SKU', () => {
    expect(qtyChanges(lines, { 1: 0 })).toEqual({ ok: false, message: 'HOME-001 的计划数量必须是大于0的整数' });
    expect(qtyChanges(lines, { 2: -3 })).toEqual({ ok: false, message: 'HOME-002 的计划数量必须是大于0的整数' });
    expect(qtyChanges(lines, { 2: 1.5 })).toEqual({ ok: false, message: 'HOME-002 的计划数量必须是大于0的整数' });
  });

  it('says so when nothing changed', () => {
    expect(qtyChanges(lines, {})).toEqual({ ok: false, message: '没有修改任何计划数量' });
  });
});
