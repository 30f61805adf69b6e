import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogisticsCost, type Estimate } from '../../../web/pages/supply/planDetail/LogisticsCost';

const base: Estimate = {
  currency: 'USD',
  costPerKg: '1.2000',
  totalKg: '100.00',
  totalCost: '120.00',
  lines: [],
  rate: '7.1',
  rateDate: '2026-11-20',
  totalCostCny: '852.00',
  rateMissing: null,
  missing: [],
};

describe('the plan’s logistics cost estimate', () => {
  it('shows the total in its currency and in CNY with the rate used', () => {
    render(<LogisticsCost estimate={base} />);
    expect(screen.getByText('1 USD = 7.1 CNY（2026-11-20）')).toBeTruthy();
    expect(screen.getByText(/120\.00/)).toBeTruthy();
    expect(screen.getByText(/852\.00/)).toBeTruthy();
  });

  it('says why there is no CNY figure, and which SKUs have no weight', () => {
    render(<LogisticsCost estimate={{ ...base, rate: null, rateDate: null, totalCostCny: null, rateMissing: 'USD 在 2026-11-26 没有汇率，请先在汇率管理中维护', missing: ['HOME-009'] }} />);
    expect(screen.getByText('USD 在 2026-11-26 没有汇率，请先在汇率管理中维护')).toBeTruthy();
    expect(screen.getByText('以下SKU没有重量，未计入：HOME-009')).toBeTruthy();
  });

  it('asks for a cost per kg when none is in force', () => {
    render(<LogisticsCost estimate={{ ...base, currency: null, costPerKg: null, totalCost: null, totalCostCny: null, rate: null }} />);
    expect(screen.getByText(/没有生效的物流费用单价/)).toBeTruthy();
  });
});
