import { and, eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrUpdKolRequire, submitKolRequire } from '@shared/api/kol/require';
import { baseSkus, groupPlatforms, groups, kolRequires, larkCards, skuListings } from '../../../server/db/schema';
import { cardActionEvent } from '../../fakes/lark-events';
import { as, type As } from '../admin/support';
import { createLarkApp, eventually, titleOf, VERIFICATION_TOKEN, type LarkApp } from '../lark/support';

let t: LarkApp;
type Person = Awaited<ReturnType<LarkApp['person']>>;
let manager: Person; // zhaolei 市场推广主管
let operator: Person; // wangfang 运营: submits, gets no card
let op: As;

beforeAll(async () => {
  t = await createLarkApp();
  manager = await t.person('zhaolei', '赵磊', []);
  operator = await t.person('wangfang', '王芳', []);
  op = as(t, await t.login('wangfang'));
});
afterAll(() => t.close());

async function twoRequirements() {
  const [listing] = await t.db
    .select({ sku: baseSkus.sku, platformId: skuListings.platformId })
    .from(skuListings)
    .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
    .innerJoin(groupPlatforms, eq(groupPlatforms.platformId, skuListings.platformId))
    .innerJoin(groups, and(eq(groups.id, groupPlatforms.groupId), eq(groups.code, 'operations')))
    .limit(1);
  const ids: number[] = [];
  for (const budget of ['1200', '900']) {
    const res = await op.call(addOrUpdKolRequire, {
      body: { sku: listing!.sku, platformId: listing!.platformId, channel: 'youtube', budget, currency: 'USD', wantedPosts: 2, deadline: dayjs().add(20, 'day').format('YYYY-MM-DD') },
    });
    expect(res.resCode, res.resDes).toBe(200);
    ids.push(res.data.id);
  }
  const batch = await op.call(submitKolRequire, { body: { ids } });
  expect(batch.resCode, batch.resDes).toBe(200);
  return { ids, batch: batch.data };
}

describe('KOL batch audit on a Lark card', () => {
  it('one card per batch reaches the manager, not the operator; approving on it approves every requirement of the batch', async () => {
    const { ids, batch } = await twoRequirements();
    const card = await eventually(async () => {
      const rows = await t.db.select().from(larkCards).where(and(eq(larkCards.entity, 'kol_audit_batch'), eq(larkCards.entityId, batch.batchId)));
      expect(rows.map((r) => r.userId)).toEqual([manager.id]);
      expect(rows[0]!.messageId).toBeTruthy();
      return rows[0]!;
    });
    const message = t.fake.message(card.messageId!)!;
    expect(titleOf(message.card)).toBe('KOL需求审核');
    const text = JSON.stringify(message.card);
    expect(text).toContain(`${batch.batchNo} · 2条KOL需求`);
    expect(text).toContain('USD 2,100.00');
    expect(t.fake.messagesTo(operator.lark.openId)).toHaveLength(0);

    const approve = JSON.parse(/\{"kind":"approval"[^}]*"action":"approve"[^}]*\}/.exec(text)![0]) as object;
    const res = await t.deliver(cardActionEvent({ ...manager.lark, value: approve, formValue: { comment: '两条都可以做' }, messageId: card.messageId!, token: VERIFICATION_TOKEN }));
    expect(res.status).toBe(200);
    expect(res.body.toast.type).toBe('success');
    const rows = await t.db.select({ status: kolRequires.status }).from(kolRequires).where(eq(kolRequires.batchId, batch.batchId));
    expect(rows.map((r) => r.status)).toEqual(['approved', 'approved']);
    expect(ids).toHaveLength(2);
  });
});
