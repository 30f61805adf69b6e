import { describe, expect, it } from 'vitest';
import { allElements } from '@shared/catalog';
import { allowedActions, b2bMachines, paymentMachine } from '@shared/workflow';

describe('declared state machines', () => {
  const catalogCodes = new Map(allElements().map((e) => [e.code, e.menuPath]));

  it.each(b2bMachines.map((m) => [m.entity, m] as const))('%s: every transition needs a button code of its own screen, between declared states', (_, m) => {
    const states = Object.keys(m.states);
    for (const t of m.transitions) {
      expect(catalogCodes.get(t.element), `${m.entity}.${t.action}`).toBe(m.screen);
      expect(states).toContain(t.to);
      for (const from of t.from) expect(states).toContain(from);
    }
    for (const tab of m.tabs) expect(states).toContain(tab);
  });

  it('offers the auditor approve and reject but never on their own request', () => {
    const auditor = { id: 7, elements: new Set(['payment-list:btn_audit']) };
    const waiting = { status: 'pending_audit', createdBy: 3 };
    expect(allowedActions(paymentMachine, waiting, auditor).map((t) => t.action)).toEqual(['approve', 'reject']);
    expect(allowedActions(paymentMachine, { ...waiting, createdBy: 7 }, auditor)).toEqual([]);
    expect(allowedActions(paymentMachine, { ...waiting, status: 'paid' }, auditor)).toEqual([]);
  });

  it('lets only the creator submit or delete a draft', () => {
    const sales = { id: 3, elements: new Set(['payment-list:btn_add', 'payment-list:btn_del']) };
    const draft = { status: 'draft', createdBy: 3 };
    expect(allowedActions(paymentMachine, draft, sales).map((t) => t.action)).toEqual(['submit', 'delete']);
    expect(allowedActions(paymentMachine, { ...draft, createdBy: 4 }, sales)).toEqual([]);
  });
});
