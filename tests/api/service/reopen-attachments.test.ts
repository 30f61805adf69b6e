import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delServiceOrderAttach, reviewAttachmentCalls, saveServiceOrderAttach, serviceOrderAttachments } from '@shared/api/service/attachments';
import { addServiceOrder, closeServiceOrder, reopenServiceOrder, resolveServiceOrder, serviceOrderDetailGet, serviceOrderLog } from '@shared/api/service/orders';
import { addReview, reopenReview, resolveReview, reviewDetailGet, reviewLog } from '@shared/api/service/reviews';
import { AttachmentMessages, downloadFile, uploadFile } from '@shared/api/tool';
import { attachments, csReviews, csServiceOrders } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { PNG_1x1 } from '../../support/files';
import { as, userId, type As } from '../admin/support';

let t: TestApp;
let cs: As; // zhaomin 客服
let cs2: As; // qianyu 客服
let manager: As; // hejun 客服主管

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const newOrder = async (by: As = cs) => {
  const res = await by.call(addServiceOrder, { body: { type: 'quality', orderNo: '113-7770001', sku: 'AT-SKU', customerName: 'Amy', description: '外壳破损' } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data!.id;
};
const upload = async (by: As, bytes: Buffer, name: string) => {
  const res = await by.upload(uploadFile, { bytes, name });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data!.id;
};
const logOf = async (id: number) => (await manager.call(serviceOrderLog, { query: { id } })).data!.map((l) => `${l.action}:${l.comment ?? ''}`);

beforeAll(async () => {
  t = await createTestApp();
  [cs, cs2, manager] = (await Promise.all(['zhaomin', 'qianyu', 'hejun'].map((u) => t.login(u)))).map((token) => as(t, token));
}, 60_000);
afterAll(() => t.close());

describe('service order attachments', () => {
  it('are uploaded, attached, listed, downloaded and removed by the owner, each change logged', async () => {
    const id = await newOrder();
    const photo = await upload(cs, PNG_1x1, '破损照片.png');
    const mail = await upload(cs, PDF, '客户邮件.pdf');
    const added = await cs.call(saveServiceOrderAttach, { body: { id, fileIds: [photo, mail] } });
    expect(added.resCode, added.resDes).toBe(200);
    expect(added.data!.map((f) => [f.name, f.contentType, f.uploadedByName])).toEqual([
      ['破损照片.png', 'image/png', '赵敏'],
      ['客户邮件.pdf', 'application/pdf', '赵敏'],
    ]);
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, photo));
    expect(row).toMatchObject({ entity: 'cs_service_order', entityId: id });
    expect((await manager.call(serviceOrderAttachments, { query: { id } })).data!.map((f) => f.id)).toEqual([photo, mail]);
    const file = await manager.blob(downloadFile, { params: { id: photo } });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.bytes.equals(PNG_1x1)).toBe(true);
    const left = await cs.call(delServiceOrderAttach, { body: { id, fileId: mail } });
    expect(left.data!.map((f) => f.id)).toEqual([photo]);
    expect(await logOf(id)).toEqual(['create:', 'attach:破损照片.png、客户邮件.pdf', 'detach:客户邮件.pdf']);
  });

  it('stay with those who see the order: another 客服 neither lists, downloads nor attaches', async () => {
    const id = await newOrder();
    const photo = await upload(cs, PNG_1x1, 'a.png');
    await cs.call(saveServiceOrderAttach, { body: { id, fileIds: [photo] } });
    expectRefused(await cs2.call(serviceOrderAttachments, { query: { id } }), 404, '客服工单不存在');
    expect((await cs2.blob(downloadFile, { params: { id: photo } })).envelope).toMatchObject({ resCode: 403 });
    const theirs = await upload(cs2, PNG_1x1, 'b.png');
    expectRefused(await cs2.call(saveServiceOrderAttach, { body: { id, fileIds: [theirs] } }), 404, '客服工单不存在');
    // Someone else's upload, or one already on another order, is refused and nothing moves.
    expectRefused(await cs.call(saveServiceOrderAttach, { body: { id, fileIds: [theirs] } }), 400, AttachmentMessages.notYours);
    const other = await newOrder();
    expectRefused(await cs.call(saveServiceOrderAttach, { body: { id: other, fileIds: [photo] } }), 409, AttachmentMessages.attachedElsewhere);
    expect((await cs.call(serviceOrderAttachments, { query: { id: other } })).data).toEqual([]);
  });

  it('refuses files of a type or size the upload does not take, and finished orders', async () => {
    expectRefused(await cs.upload(uploadFile, { bytes: Buffer.from('MZ\x90\x00 not a document'), name: 'tool.exe' }), 400, '不支持的文件类型');
    expect((await cs.upload(uploadFile, { bytes: Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]), name: 'big.pdf' })).resDes).toBe(AttachmentMessages.tooLarge);
    const id = await newOrder();
    await cs.call(resolveServiceOrder, { body: { id, comment: '已补发' } });
    const late = await upload(cs, PNG_1x1, 'late.png');
    expectRefused(await cs.call(saveServiceOrderAttach, { body: { id, fileIds: [late] } }), 409, '该客服工单已解决，不能修改附件');
    expectRefused(await cs.callUnchecked(saveServiceOrderAttach, { body: { id, fileIds: [] } }), 400, '请选择附件');
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, late));
    expect(row!.entity).toBeNull();
  });
});

let entered = 0;

describe('review attachments', () => {
  const newReview = async () => {
    const zhaomin = await userId(t, 'zhaomin');
    const add = await manager.call(addReview, {
      body: { channel: 'walmart', platform: 'Walmart US', sku: 'AT-SKU', rating: 1, content: `Arrived broken (${++entered}).`, reviewerName: 'Bo', reviewedOn: '2026-11-21', ownerId: zhaomin },
    });
    expect(add.resCode, add.resDes).toBe(200);
    return add.data!.id;
  };

  it('the owner attaches a screenshot of the review; it is listed, downloaded, logged, and kept from other 客服', async () => {
    const id = await newReview();
    const shot = await upload(cs, PNG_1x1, '差评截图.png');
    const added = await cs.call(reviewAttachmentCalls.add, { body: { id, fileIds: [shot] } });
    expect(added.data!.map((f) => [f.name, f.uploadedByName])).toEqual([['差评截图.png', '赵敏']]);
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, shot));
    expect(row).toMatchObject({ entity: 'cs_review', entityId: id });
    expect((await manager.call(reviewAttachmentCalls.list, { query: { id } })).data!.map((f) => f.id)).toEqual([shot]);
    expect((await manager.blob(downloadFile, { params: { id: shot } })).bytes.equals(PNG_1x1)).toBe(true);
    expectRefused(await cs2.call(reviewAttachmentCalls.list, { query: { id } }), 404, '评论不存在');
    expect((await cs2.blob(downloadFile, { params: { id: shot } })).envelope).toMatchObject({ resCode: 403 });
    expect((await cs.call(reviewLog, { query: { id } })).data!.map((l) => `${l.action}:${l.comment ?? ''}`)).toEqual(['create:', 'attach:差评截图.png']);
  });

  it('refuses changes once the review is resolved, and a user without 附件', async () => {
    const id = await newReview();
    await cs.call(resolveReview, { body: { id, comment: '已道歉' } });
    const late = await upload(cs, PNG_1x1, 'late.png');
    expectRefused(await cs.call(reviewAttachmentCalls.add, { body: { id, fileIds: [late] } }), 409, '该评论已解决，不能修改附件');
    const sales = as(t, await t.login('zhangwei'));
    expectRefused(await sales.call(reviewAttachmentCalls.add, { body: { id, fileIds: [late] } }), 403);
    expect((await cs.call(reviewAttachmentCalls.list, { query: { id } })).data).toEqual([]);
  });
});

describe('reopening', () => {
  it('takes a resolved or closed service order back to 跟进中 with a reason, clearing resolved at', async () => {
    const id = await newOrder();
    await cs.call(resolveServiceOrder, { body: { id, comment: '已补发' } });
    const detail = (await cs.call(serviceOrderDetailGet, { params: { id } })).data!;
    expect(detail.actions.map((a) => a.action)).toEqual(['reopen']);
    expectRefused(await cs.call(reopenServiceOrder, { body: { id, comment: ' ' } }), 400, '请填写重新打开原因');
    const reopened = await cs.call(reopenServiceOrder, { body: { id, version: detail.version, comment: '客户反馈补发件也破损' } });
    expect(reopened.data).toMatchObject({ from: 'resolved', to: 'following' });
    const [row] = await t.db.select().from(csServiceOrders).where(eq(csServiceOrders.id, id));
    expect(row).toMatchObject({ status: 'following', resolvedAt: null });
    // Refused by state: an open order is not reopened; a stale version is refused.
    expectRefused(await cs.call(reopenServiceOrder, { body: { id, comment: '再次' } }), 409, '当前状态：跟进中');
    await manager.call(closeServiceOrder, { body: { id, comment: '客户撤回' } });
    expectRefused(await manager.call(reopenServiceOrder, { body: { id, version: detail.version, comment: '旧版本' } }), 409);
    expect((await manager.call(reopenServiceOrder, { body: { id, comment: '客户再次联系' } })).data!.to).toBe('following');
    expect((await logOf(id)).slice(-3)).toEqual(['reopen:客户反馈补发件也破损', 'close:客户撤回', 'reopen:客户再次联系']);
  });

  it('reopens reviews the caller sees only', async () => {
    const zhaomin = await userId(t, 'zhaomin');
    const add = await manager.call(addReview, {
      body: { channel: 'walmart', platform: 'Walmart US', sku: 'RO-SKU', rating: 2, content: 'Bad.', reviewerName: 'Ann', reviewedOn: '2026-11-20', ownerId: zhaomin },
    });
    const id = add.data!.id;
    await cs.call(resolveReview, { body: { id, comment: '已道歉' } });
    expectRefused(await cs2.call(reopenReview, { body: { id, comment: '看不到' } }), 404, '评论不存在');
    expect((await cs.call(reopenReview, { body: { id, comment: '买家修改了差评内容' } })).data!.to).toBe('following');
    expect((await cs.call(reviewDetailGet, { params: { id } })).data!.resolvedAt).toBeNull();
    const [row] = await t.db.select().from(csReviews).where(eq(csReviews.id, id));
    expect(row!.status).toBe('following');
    expect((await cs.call(reviewLog, { query: { id } })).data!.map((l) => l.action)).toEqual(['create', 'resolve', 'reopen']);
  });
});
