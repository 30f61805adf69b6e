import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { idFilter, REVIEWER, starFilter, textFilter } from './common';
import { RATING_MENUS } from './screens';

/** The rating reports' filter pickers, searched on the server (docs/domain/reviewer-reports.md). */
const base = `${REVIEWER}/sysProductDetail`;
const access = needs(...RATING_MENUS);
const option = z.object({ value: z.number(), label: z.string() });
const textOption = z.object({ value: z.string(), label: z.string() });
const byGroup = z.object({ groupId: idFilter, keyword: textFilter });

export const getCategoryByGroupName = endpoint({
  method: 'GET',
  path: `${base}/getCategoryByGroupName`,
  access,
  summary: '有评分数据的产品组（不带 groupId）或某产品组下的品类（三级）；keyword 前缀匹配名称；最多50条',
  query: byGroup,
  response: z.array(option),
});

export const getAsinByGroupName = endpoint({
  method: 'GET',
  path: `${base}/getAsinByGroupName`,
  access,
  summary: '有评分数据的 ASIN（可限产品组、品类），keyword 前缀匹配；最多50条；只含本人SKU范围',
  query: byGroup.extend({ categoryId: idFilter }),
  response: z.array(textOption),
});

export const getSellerByGroupName = endpoint({
  method: 'GET',
  path: `${base}/getSellerByGroupName`,
  access,
  summary: '有评分数据的店铺（可限产品组），keyword 前缀匹配编码或名称；最多50条',
  query: byGroup,
  response: z.array(option),
});

export const getSkuByStar = endpoint({
  method: 'GET',
  path: `${base}/getSkuByStar`,
  access,
  summary: '有评分数据的 SKU（可限星级范围 minStar/maxStar，按最近一周的星级），keyword 前缀匹配；最多50条；只含本人SKU范围',
  query: z.object({ keyword: textFilter, minStar: starFilter, maxStar: starFilter }),
  response: z.array(textOption),
});

export const getTypeCodeByStar = endpoint({
  method: 'GET',
  path: `${base}/getTypeCodeByStar`,
  access,
  summary: '有评分数据的站点（平台编码 typeCode 与名称）',
  query: z.object({}),
  response: z.array(option.extend({ code: z.string() })),
});
