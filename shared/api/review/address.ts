import { z } from 'zod';
import { cappedPage, prefixText } from '../inputs';
import { endpoint, needs } from '../contract';
import { paging, REVIEWER_BASE } from './common';
import { addressOut } from './detail';
import { addressScreen, overseasScreen } from './screens';

/** 收货地址 (docs/domain/review-programme.md, Reviewer addresses). */
const base = `${REVIEWER_BASE}/blnOrderAddress`;

export const addressRow = addressOut.extend({ detailId: z.number(), invitationCode: z.string(), planOrderSerialNo: z.string(), createdAt: z.string() });

export const queryUsableOrderAddress = endpoint({
  method: 'GET',
  path: `${base}/queryUsableOrderAddress`,
  access: needs(addressScreen.menu, overseasScreen.menu),
  summary: '收货地址簿：默认只含启用的地址（all=true 含停用）；收件人、国家筛选。无“查看完整地址”权限时姓名、电话、邮箱、街道打码',
  query: z.object({
    receiver: prefixText,
    country: prefixText,
    all: z.preprocess((v) => v === 'true' || v === true, z.boolean()).default(false),
    ...paging,
  }),
  response: cappedPage(addressRow),
});

export const updateAddressStatus = endpoint({
  method: 'PUT',
  path: `${base}/:id/updateStatusById`,
  access: needs(addressScreen.code('disable')),
  summary: '停用或启用一个收货地址：{enabled}',
  body: z.object({ enabled: z.boolean({ error: '请指定启用或停用' }) }),
  response: z.object({ id: z.number(), enabled: z.boolean() }),
});
