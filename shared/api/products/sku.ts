import { z } from 'zod';
import { endpoint, LOGIN, needs, needsToSave } from '../contract';
import { productScreen, skuBindScreen } from './screens';
import { blankAsNull, cappedPage, id, listPaging, optionalText, prefixText, productStatus, queryFlag, queryId, skuCode, text } from './common';

export const brandRow = z.object({ id: z.number(), name: z.string() });

export const getBrandList = endpoint({
  method: 'GET',
  path: '/api/base/baseSku/getBrandList',
  access: LOGIN,
  summary: '品牌列表（按名称），各页面的品牌选择用；name 按前缀筛选',
  query: z.object({ name: prefixText }),
  response: z.array(brandRow),
});

/** ASIN (Amazon) or the platform's item id: letters and digits. */
const asin = z
  .string({ error: '请填写ASIN' })
  .trim()
  .min(1, '请填写ASIN')
  .max(20, 'ASIN最多20个字符')
  .regex(/^[A-Za-z0-9]+$/, 'ASIN只能包含字母和数字')
  .transform((v) => v.toUpperCase());
const msku = text('MSKU', 60).pipe(z.string().regex(/^[\x21-\x7e]+$/, 'MSKU不能包含空格或中文'));

export const listingRow = z.object({
  id: z.number(),
  platformId: z.number(),
  platformName: z.string(),
  asin: z.string(),
  msku: z.string(),
  storeId: z.number().nullable(),
  storeName: z.string().nullable(),
});
export type ListingRow = z.infer<typeof listingRow>;

export const skuRow = z.object({
  id: z.number(),
  sku: z.string(),
  spu: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  brandId: z.number(),
  brandName: z.string(),
  categoryId: z.number().nullable(),
  /** 家居 > 厨房 > 刀具; null while unbound. */
  categoryPath: z.string().nullable(),
  status: productStatus,
  imageId: z.number().nullable(),
  imageUrl: z.string().nullable(),
  lengthCm: z.string().nullable(),
  widthCm: z.string().nullable(),
  heightCm: z.string().nullable(),
  weightG: z.number().nullable(),
  remark: z.string().nullable(),
  version: z.number(),
  listings: z.array(listingRow),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SkuRow = z.infer<typeof skuRow>;

/** The filters of the SKU list (and of the SKU binding screen). */
export const skuFilter = z.object({
  sku: prefixText,
  spu: prefixText,
  brandId: queryId('品牌'),
  /** Any level: the SKUs under it. */
  categoryId: queryId('品类'),
  status: blankAsNull(productStatus),
  platformId: queryId('平台'),
  asin: prefixText,
  /** true: only SKUs not bound to a category yet; false: only bound ones. */
  unbound: queryFlag,
});
export type SkuFilter = z.output<typeof skuFilter>;

export const getBaseSkuList = endpoint({
  method: 'GET',
  path: '/api/base/baseSku/getBaseSkuList',
  access: needs(productScreen.menu, skuBindScreen.menu),
  summary:
    'SKU列表，新建在前，含各平台的 listing。筛选：SKU/SPU（前缀）、品牌、品类（任一级）、状态、平台、ASIN（前缀）、未绑定品类。' +
    '范围：见 docs/domain/products.md「SKU 可见范围」',
  query: z.object({ ...listPaging, ...skuFilter.shape }),
  response: cappedPage(skuRow),
});

const size = (label: string) =>
  blankAsNull(
    z
      .union([z.string(), z.number()], { error: `${label}必须是数字` })
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{1,6}(\.\d)?$/, `${label}格式不正确（厘米，最多一位小数）`)),
  ).transform((v) => v ?? null);

export const listingBody = z.object({
  platformId: id('平台'),
  asin,
  msku,
  storeId: blankAsNull(id('店铺')).transform((v) => v ?? null),
});

export const skuBody = z.object({
  id: blankAsNull(id('SKU')).transform((v) => v ?? undefined),
  /** The version the user saw (edits only). */
  version: z.number().int().optional(),
  sku: skuCode,
  /** Blank: the SKU itself (a product with one variant). */
  spu: blankAsNull(skuCode).transform((v) => v ?? null),
  name: text('产品名称', 200),
  nameEn: optionalText('英文名称', 200),
  brand: text('品牌', 50),
  categoryId: blankAsNull(id('品类')).transform((v) => v ?? null),
  status: productStatus.default('draft'),
  imageId: blankAsNull(id('图片')).transform((v) => v ?? null),
  lengthCm: size('长'),
  widthCm: size('宽'),
  heightCm: size('高'),
  weightG: blankAsNull(z.coerce.number({ error: '重量必须是整数（克）' }).int('重量必须是整数（克）').min(1, '重量必须大于0').max(10_000_000, '重量过大')).transform((v) => v ?? null),
  remark: optionalText('备注', 500),
  listings: z.array(listingBody, { error: '平台 listing 格式不正确' }).max(50, '一个SKU最多50条 listing').default([]),
});
export type SkuBody = z.output<typeof skuBody>;

export const addOrUpdSku = endpoint({
  method: 'POST',
  path: '/api/base/baseSku/addOrUpdSku',
  access: needsToSave(productScreen.code('add'), productScreen.code('edit')),
  summary:
    '新增（无 id，需 sysProductManager:btn_add）或编辑（带 id 和 version，需 btn_edit）SKU 及其平台 listing（整组替换）。' +
    'SKU 唯一且不可修改；SPU 为空时同 SKU；品类须为启用的三级品类；同一平台的 MSKU 唯一',
  body: skuBody,
  response: skuRow,
});

export const permissionSkuRow = z.object({ id: z.number(), sku: z.string(), spu: z.string(), name: z.string(), status: productStatus, brandName: z.string() });

export const queryPermissionSku = endpoint({
  method: 'GET',
  path: '/api/base/baseSysProductDetail/queryPermissionSku',
  access: LOGIN,
  summary: '当前用户可操作的SKU（所在组的平台上有 listing，或属于其负责的品类；持 sysProductManager:btn_viewAll 为全部），SKU 前缀筛选，最多 limit 条（默认50，最大500）',
  query: z.object({
    sku: prefixText,
    platformId: queryId('平台'),
    status: blankAsNull(productStatus),
    limit: z.coerce.number({ error: '条数必须是整数' }).int().min(1).max(500, '一次最多500条').default(50),
  }),
  response: z.array(permissionSkuRow),
});

export const bindSkuCategory = endpoint({
  method: 'POST',
  path: '/api/base/baseSku/bindCategory',
  access: needs(skuBindScreen.code('bind')),
  summary: '批量把SKU绑定（或改绑）到一个启用的三级品类：全部成功或全部不变（有不存在的SKU时列出并拒绝）；最多500个',
  body: z.object({
    skus: z
      .preprocess((v) => (typeof v === 'string' ? v.split(/[\s,，;；]+/).filter(Boolean) : v), z.array(skuCode, { error: '请填写SKU' }))
      .transform((list) => [...new Set(list)])
      .pipe(z.array(z.string()).min(1, '请填写SKU').max(500, '一次最多绑定500个SKU')),
    categoryId: id('品类'),
  }),
  response: z.object({ bound: z.number(), categoryPath: z.string() }),
});

export const listingPlatformRow = z.object({ id: z.number(), code: z.string(), name: z.string(), stores: z.array(z.object({ id: z.number(), name: z.string() })) });

export const getListingPlatforms = endpoint({
  method: 'GET',
  path: '/api/base/baseSku/getListingPlatforms',
  access: needs(productScreen.menu),
  summary: '可添加 listing 的平台（启用的）及各平台启用的店铺：SKU 表单的平台和店铺选择',
  response: z.array(listingPlatformRow),
});
