/** How the gift records are labelled and typed: list columns, drawers, Excel and Lark cards (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { giftGrantMachine } from '../../workflow/gifts';
import { CARD_STATES, type CardRow } from './cards';
import { GIFT_KINDS, GRANT_REASONS, type GrantDetail, type GrantRow } from './grants';
import { MOVE_REASONS, type MoveRow, type StockRow } from './stock';

const inCurrency = (r: { currency: string }) => r.currency;

export const grantFields = defineFields<GrantRow & Partial<GrantDetail>>()({
  serialNo: field.text('发放单号', { width: 160 }),
  status: field.status(giftGrantMachine),
  recipientName: field.text('收件人', { width: 130, ellipsis: true }),
  reasonType: field.enum('发放原因', GRANT_REASONS, { width: 90 }),
  orderNo: field.text('订单号', { width: 150 }),
  planOrderNo: field.text('测评计划单号', { width: 150, defaultHidden: true }),
  giftKind: field.enum('礼品类型', GIFT_KINDS, { width: 90 }),
  giftName: field.text('礼品', { width: 150, ellipsis: true }),
  quantity: field.number('数量', { width: 70 }),
  value: field.money('价值', { currencyOf: inCurrency }),
  cardMasked: field.text('礼品卡', { width: 110 }),
  trackingNo: field.text('运单号', { width: 140 }),
  recipientEmail: field.text('收件邮箱'),
  recipientPhone: field.text('电话'),
  recipientAddress: field.text('收件地址', { ellipsis: true }),
  reason: field.text('发放说明', { ellipsis: true }),
  platform: field.text('平台'),
  warehouseName: field.text('发放仓库'),
  carrier: field.text('物流商'),
  approverName: field.user('审批人'),
  senderName: field.user('发放人'),
  sentAt: field.datetime('发放时间'),
  deliveredAt: field.datetime('签收时间'),
  returnedAt: field.datetime('退回时间'),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
});

export const cardFields = defineFields<CardRow>()({
  brand: field.text('品牌', { width: 120 }),
  currency: field.text('币种', { width: 70 }),
  faceValue: field.money('面值', { currencyOf: inCurrency }),
  codeMasked: field.text('卡号', { width: 110 }),
  status: field.enum('状态', CARD_STATES, { width: 80 }),
  grantSerialNo: field.text('发放单号', { width: 160 }),
  usedByName: field.user('发放人'),
  usedAt: field.datetime('使用时间'),
  expiresOn: field.date('有效期'),
  createdAt: field.datetime('入库时间'),
});

export const stockFields = defineFields<StockRow>()({
  sku: field.sku(),
  giftName: field.text('礼品名称', { width: 180 }),
  warehouseName: field.text('仓库', { width: 140 }),
  quantity: field.number('库存', { width: 90 }),
  updatedAt: field.datetime('更新时间'),
});

export const moveFields = defineFields<MoveRow>()({
  createdAt: field.datetime('时间'),
  direction: field.enum('方向', { in: '入库', out: '出库' }, { width: 70 }),
  reason: field.enum('原因', MOVE_REASONS, { width: 90 }),
  sku: field.sku(),
  giftName: field.text('礼品名称', { width: 160 }),
  warehouseName: field.text('仓库', { width: 120 }),
  quantity: field.number('数量', { width: 70 }),
  balance: field.number('结余', { width: 70 }),
  grantSerialNo: field.text('发放单号', { width: 160 }),
  creatorName: field.user('操作人'),
  remark: field.text('备注', { ellipsis: true }),
});
