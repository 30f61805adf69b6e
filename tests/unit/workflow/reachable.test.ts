import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@shared/api/contract';
import { commitAddressReset } from '@shared/api/review/planOrder';
import { savePlanOrderDetail } from '@shared/api/review/detail';
import { payOrderOp } from '@shared/api/review/payments';
import { payClaims } from '@shared/api/promotion/payment';
import { submitAddOrUpdItemDetail } from '@shared/api/promotionItems/items';
import type { TransitionEndpoint } from '@shared/api/transition';
import { allMachines } from '@shared/workflow/registry';
import { moduleEndpoints } from '../../../server/modules';

/**
 * No button that nothing runs: every action a person may take is run by a transition endpoint some
 * module registers, or by a registered endpoint of its own form (named here); the actions the system
 * takes (`auto`) are never offered. The portal shows an action only through a contract it runs (DetailSheet,
 * WorkflowActions with `runnable`), checked below on every page.
 */
const OWN_FORM: Record<string, Endpoint> = {
  // 付款: several approved operations of one reviewer at once, with the proof (付款处理, 订单处理 drawer).
  'review_order_op.pay': payOrderOp,
  // 地址重置: every committed address of a plan order at once.
  'review_plan_order_detail.resetAddress': commitAddressReset,
  // 保存订单: the order form of 工单跟进 / 海外处理 moves the detail to 已下单.
  'review_plan_order_detail.order': savePlanOrderDetail,
  // 付款: the cashier pays several approved claims at once (出纳付款).
  'promotion_claim.pay': payClaims,
  // 提交 / 超限提交: 保存并提交 in the item form; the server takes the step the limit check asks for.
  'promote_item.submit': submitAddOrUpdItemDetail,
  'promote_item.submitOver': submitAddOrUpdItemDetail,
};

/** Actions of other domains still run by batch or import only (issue 27's domains: sales, supply, KOL). */
const ELSEWHERE = new Set(['kol_require.approve', 'kol_require.reject', 'sale_forecast.submit', 'sale_forecast.withdraw', 'supply_plan_track.confirm', 'supply_plan_track.order', 'supply_plan_track.ship', 'supply_plan_track.arrive']);

const registered = moduleEndpoints();
const bound = new Map<string, Set<string>>();
for (const e of registered as Array<Partial<TransitionEndpoint>>) {
  if (!e.transitions) continue;
  const actions = bound.get(e.transitions.entity) ?? new Set<string>();
  for (const a of Object.keys(e.transitions.actions)) actions.add(a);
  bound.set(e.transitions.entity, actions);
}

describe('every action of every machine can be run', () => {
  it.each(allMachines.map((m) => [m.entity, m] as const))('%s', (_, m) => {
    for (const t of m.transitions) {
      const key = `${m.entity}.${t.action}`;
      if (t.auto || ELSEWHERE.has(key)) continue;
      if (bound.get(m.entity)?.has(t.action)) continue;
      const own = OWN_FORM[key];
      expect(own, `${key} (${t.label}) is offered to people but no registered endpoint runs it`).toBeDefined();
      expect(registered, `${key}: ${own!.path} is not registered by any module`).toContain(own);
    }
  });

  it('the transitions the system takes are those nothing else runs', () => {
    for (const m of allMachines) for (const t of m.transitions) if (t.auto) expect(bound.get(m.entity)?.has(t.action) ?? false, `${m.entity}.${t.action}`).toBe(false);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(f) ? [path] : [];
  });
}

/** Pages that still list a machine's actions without saying which contracts run them (other helpers' domains). */
const UNCHECKED_PAGES = new Set(['web/pages/sales/budgetDetail/index.tsx']);

describe('every page shows only actions something runs', () => {
  const files = [...sources('web/pages'), ...sources('web/components')].map((f) => [f, readFileSync(f, 'utf8')] as const);

  it('WorkflowActions and useAllowedActions are given the contracts that run them', () => {
    for (const [file, text] of files) {
      if (UNCHECKED_PAGES.has(file) || file.startsWith('web/components/workflow/')) continue;
      for (const use of text.match(/<WorkflowActions\b[\s\S]*?\/>/g) ?? []) expect(use, file).toMatch(/runnable=/);
      for (const use of text.match(/useAllowedActions\([^;]*;/gs) ?? []) expect(use, file).toMatch(/runnable/);
    }
  });

  it('a drawer excludes or handles only actions its machine declares', () => {
    const names = new Set(allMachines.flatMap((m) => m.transitions.map((t) => t.action)));
    for (const [file, text] of files) {
      for (const [, list] of text.matchAll(/exclude=\{\[([^\]]*)\]\}/g)) for (const [, a] of list!.matchAll(/'(\w+)'/g)) expect(names, `${file}: ${a}`).toContain(a);
    }
  });
});
