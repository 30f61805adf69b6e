/** How product rows are labelled and typed: one declaration serves list columns, drawers and the Excel export. */
import { defineFields, field } from '../../screen/fields';
import { productStatusLabels } from './common';
import { costOriginLabels, type CostHistoryRow, type ProductCostRow } from './cost';
import type { SkuRow } from './sku';

const size = (r: SkuRow) => (r.lengthCm && r.widthCm && r.heightCm ? `${r.lengthCm} × ${r.widthCm} × ${r.heightCm} cm` : null);

export const skuFields = defineFields<SkuRow>()({
  sku: field.sku(),
  spu: field.text('SPU', { width: 130 }),
  name: field.text('产品名称', { width: 220, ellipsis: true }),
  nameEn: field.text('英文名称', { width: 200, ellipsis: true, defaultHidden: true }),
  brandName: field.text('品牌', { width: 110 }),
  categoryPath: field.text('品类', { width: 200, ellipsis: true }),
  status: field.enum('状态', productStatusLabels, { width: 80 }),
  size: field.text('尺寸', { width: 150, get: size }),
  weightG: field.number('重量(克)', { width: 90 }),
  listings: field.text('平台 listing', {
    width: 240,
    ellipsis: true,
    get: (r) => r.listings.map((l) => `${l.platformName} ${l.asin}/${l.msku}`),
  }),
  remark: field.text('备注', { width: 160, ellipsis: true, defaultHidden: true }),
  updatedAt: field.datetime('更新时间', { defaultHidden: true }),
  createdAt: field.datetime('创建时间'),
});

export const productCostFields = defineFields<ProductCostRow>()({
  sku: field.sku(),
  spu: field.text('SPU', { width: 130 }),
  name: field.text('产品名称', { width: 220, ellipsis: true }),
  brandName: field.text('品牌', { width: 110 }),
  categoryPath: field.text('品类', { width: 200, ellipsis: true }),
  status: field.enum('产品状态', productStatusLabels, { width: 90 }),
  unitCost: field.money('成本价(元)', { currency: 'CNY', width: 120 }),
  origin: field.enum('成本来源', costOriginLabels, { width: 100 }),
  remark: field.text('备注', { width: 160, ellipsis: true }),
  updatedByName: field.user('修改人'),
  updatedAt: field.datetime('修改时间'),
});

export const costHistoryFields = defineFields<CostHistoryRow>()({
  changedAt: field.datetime('修改时间'),
  changedBy: field.user('修改人', { get: (r) => r.changedBy.name }),
  oldCost: field.money('原成本价', { currency: 'CNY', width: 110 }),
  newCost: field.money('新成本价', { currency: 'CNY', width: 110 }),
  origin: field.enum('来源', costOriginLabels, { width: 90 }),
  remark: field.text('备注', { ellipsis: true }),
});

