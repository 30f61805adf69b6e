import { z } from 'zod';
import { endpoint, needs, needsToSave } from '../contract';
import { blankAsNull, cappedPage, nullIfBlank, idFilter, language, listPaging, MAIL_API } from './common';
import { myMailsScreen, onlineTemplateScreen as screen, writeMailScreen } from './screens';

/** Reply templates (在线模板) per brand and language, with variables. */
export const NO_TEMPLATE = '模板不存在';
export const TEMPLATE_VARIABLES = {
  customerName: '客户姓名',
  orderNo: '订单号',
  brandSignature: '品牌签名',
  agentName: '客服姓名',
  // Invitation letters of the review programme (批量发信).
  invitationCode: '邀请码',
  sku: 'SKU',
  platformName: '平台',
} as const;
export type TemplateValues = Partial<Record<keyof typeof TEMPLATE_VARIABLES, string>>;

/** Fills {{variable}}; unknown or missing values leave an empty string so no braces reach a customer. */
export const fillTemplate = (text: string, values: TemplateValues): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (values as Record<string, string | undefined>)[name] ?? '');

export const templateRow = z.object({
  id: z.number(),
  name: z.string(),
  brandId: z.number().nullable(),
  brandName: z.string().nullable(),
  language: z.string(),
  subject: z.string(),
  body: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type TemplateRow = z.infer<typeof templateRow>;

export const templateList = endpoint({
  method: 'GET',
  path: `${MAIL_API}/mailCenterTemplate/templateList`,
  access: needs(screen.menu, writeMailScreen.menu, myMailsScreen.menu),
  summary: '模板列表。筛选：名称（包含）、品牌（含通用模板）、语言、enabled',
  query: z.object({
    ...listPaging,
    name: z.string().trim().max(100).optional(),
    brandId: idFilter('品牌'),
    language: blankAsNull(language),
    enabled: blankAsNull(z.enum(['true', 'false'])),
  }),
  response: cappedPage(templateRow),
});

export const templateBody = z.object({
  id: idFilter('模板'),
  name: z.string({ error: '请填写模板名称' }).trim().min(1, '请填写模板名称').max(100, '模板名称最多100字'),
  brandId: nullIfBlank(idFilter('品牌')),
  language,
  subject: z.string().trim().max(500, '主题最多500字').default(''),
  body: z.string({ error: '请填写模板内容' }).trim().min(1, '请填写模板内容').max(50_000, '模板内容最多50000字'),
  enabled: z.boolean().default(true),
});

export const addOrUpdateTemplate = endpoint({
  method: 'POST',
  path: `${MAIL_API}/mailCenterTemplate/addOrUpdate`,
  access: needsToSave(screen.code('add'), screen.code('edit')),
  summary: '新增（无 id，需 btn_add）或修改（带 id，需 btn_edit）模板',
  body: templateBody,
  response: templateRow,
});
