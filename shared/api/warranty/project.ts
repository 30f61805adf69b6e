import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { codeScreen, projectScreen } from './screens';
import { BASE, blankAsNull, cappedPage, languageTag, listPaging, optionalText, prefixText, queryFlag, queryId, text, version } from './common';

/** Hive projects (honeycomb base): docs/domain/warranty.md, "Project". */
const base = `${BASE}/honeycombBase`;
const readers = needs(projectScreen.menu, codeScreen.menu);

export const templateBody = z.object({
  title: text('页面标题', 100),
  intro: text('页面介绍', 1000),
  terms: text('延保条款', 5000),
});
export type TemplateBody = z.output<typeof templateBody>;

export const projectRow = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  skus: z.array(z.string()),
  countries: z.array(z.string()),
  languages: z.array(z.string()),
  mailboxId: z.number().nullable(),
  mailboxAddress: z.string().nullable(),
  warrantyMonths: z.number(),
  logoUrl: z.string().nullable(),
  enabled: z.boolean(),
  codeCount: z.number(),
  registrationCount: z.number(),
  version: z.number(),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectDetail = projectRow.extend({ templates: z.record(z.string(), templateBody) });
export type ProjectDetail = z.infer<typeof projectDetail>;

export const honeycombBasePage = endpoint({
  method: 'GET',
  path: `${base}/honeycombBasePage`,
  access: readers,
  summary: '蜂巢项目列表，新的在前。筛选：name（包含）、sku（项目含此 SKU）、enabled',
  query: z.object({ ...listPaging, name: prefixText, sku: prefixText, enabled: queryFlag }),
  response: cappedPage(projectRow),
});

export const countryLanguageRow = z.object({ code: z.string(), name: z.string(), nameEn: z.string(), language: z.string() });

export const queryCountryLanguage = endpoint({
  method: 'GET',
  path: `${base}/queryCountryLanguage`,
  access: needs(projectScreen.menu),
  summary: '可选的国家及其语言（BCP 47），以及去重后的语言列表，供项目选择国家和页面语言',
  response: z.object({ countries: z.array(countryLanguageRow), languages: z.array(z.string()) }),
});

export const getHoneycombBaseById = endpoint({
  method: 'GET',
  path: `${base}/getHoneycombBaseById`,
  access: readers,
  summary: '一个项目及其各语言页面模板',
  query: z.object({ id: queryId('项目') }),
  response: projectDetail,
});

const upper = (label: string) => z.string({ error: `${label}不正确` }).trim().toUpperCase().min(1, `${label}不能为空`).max(50, `${label}最多50字`);

export const projectBody = z
  .object({
    id: blankAsNull(queryId('项目')).transform((v) => v ?? undefined),
    version,
    name: text('项目名称', 100),
    brand: text('品牌', 100),
    skus: z.array(upper('SKU'), { error: '请选择SKU' }).min(1, '请至少选择一个SKU').max(200, 'SKU最多200个'),
    countries: z.array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, '国家代码不正确'), { error: '请选择国家' }).min(1, '请至少选择一个国家').max(50, '国家最多50个'),
    languages: z.array(languageTag, { error: '请选择页面语言' }).min(1, '请至少选择一种页面语言').max(10, '页面语言最多10种'),
    mailboxId: queryId('客服邮箱').pipe(z.number()),
    warrantyMonths: z.coerce.number({ error: '延保月数必须是整数' }).int('延保月数必须是整数').min(1, '延保月数至少1个月').max(60, '延保月数最多60个月'),
    logoUrl: optionalText('品牌Logo地址', 500).refine((v) => v === null || /^https:\/\/\S+$/.test(v), '品牌Logo地址须以 https:// 开头'),
    templates: z.record(languageTag, templateBody, { error: '请填写页面模板' }),
    enabled: z.boolean({ error: '请指定启用或停用' }).default(true),
  })
  .superRefine((b, ctx) => {
    if (new Set(b.skus).size !== b.skus.length) ctx.addIssue({ code: 'custom', path: ['skus'], message: 'SKU不能重复' });
    if (new Set(b.languages).size !== b.languages.length) ctx.addIssue({ code: 'custom', path: ['languages'], message: '页面语言不能重复' });
    const missing = b.languages.filter((l) => !b.templates[l]);
    if (missing.length) ctx.addIssue({ code: 'custom', path: ['templates'], message: `请填写${missing.join('、')}的页面模板` });
    const extra = Object.keys(b.templates).filter((l) => !b.languages.includes(l));
    if (extra.length) ctx.addIssue({ code: 'custom', path: ['templates'], message: `页面模板的语言${extra.join('、')}不在项目语言中` });
  });
export type ProjectBody = z.output<typeof projectBody>;

export const addOrUpdHoneycombBase = endpoint({
  method: 'POST',
  path: `${base}/addOrUpdHoneycombBase`,
  access: needs(projectScreen.code('add'), projectScreen.code('edit')),
  summary: '新增（无 id，需 info-list:btn_add）或编辑（带 id 和 version，需 btn_edit）项目：SKU、国家、页面语言、客服邮箱、延保月数、Logo、各语言模板；每种语言都要有模板',
  body: projectBody,
  response: projectDetail,
});

export const mailboxRow = z.object({ id: z.number(), address: z.string(), name: z.string(), canSend: z.boolean() });

export const serviceMailboxList = endpoint({
  method: 'GET',
  path: `${BASE}/mailServer/serviceMailboxList`,
  access: needs(projectScreen.menu),
  summary: '可选的客服邮箱：邮件中心（邮箱账号）中启用的邮箱（地址、发件人名称、是否配置了发信）；登记确认邮件经项目选定的邮箱发出，记入“已发送”',
  response: z.array(mailboxRow),
});
