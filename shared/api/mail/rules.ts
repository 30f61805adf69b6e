import { z } from 'zod';
import { endpoint, needs, needsToSave } from '../contract';
import { blankAsNull, cappedPage, nullIfBlank, idFilter, LANGUAGES, language, listPaging, MAIL_API, option, positiveId } from './common';
import { distributionRuleScreen as screen } from './screens';

/** Assignment rules (分配规则): the first enabled rule, by order, whose given factors all match assigns a new conversation. */
const R = `${MAIL_API}/mailCenterAssignRule`;
export const NO_RULE = '分配规则不存在';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}最多${max}字`)
    .nullish()
    .transform((v) => (v ? v : null));

export const ruleBody = z
  .object({
    id: idFilter('分配规则'),
    name: z.string({ error: '请填写规则名称' }).trim().min(1, '请填写规则名称').max(100, '规则名称最多100字'),
    sort: z.coerce.number({ error: '顺序必须是整数' }).int('顺序必须是整数').min(0, '顺序不能小于0').max(9999, '顺序不能大于9999').default(100),
    assigneeId: positiveId('分配给'),
    accountId: nullIfBlank(positiveId('邮箱账号')),
    brandId: nullIfBlank(positiveId('品牌')),
    senderContains: optionalText('发件人条件', 200),
    keywords: optionalText('关键词', 500),
    language: nullIfBlank(language),
    enabled: z.boolean().default(true),
  })
  .refine((r) => r.accountId || r.brandId || r.senderContains || r.keywords || r.language, { message: '请至少设置一个分配条件', path: ['keywords'] });
export type RuleBody = z.output<typeof ruleBody>;

export const ruleRow = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  assigneeId: z.number(),
  assigneeName: z.string().nullable(),
  accountId: z.number().nullable(),
  accountEmail: z.string().nullable(),
  brandId: z.number().nullable(),
  brandName: z.string().nullable(),
  senderContains: z.string().nullable(),
  keywords: z.string().nullable(),
  language: z.string().nullable(),
  updatedAt: z.string(),
});
export type RuleRow = z.infer<typeof ruleRow>;

export const rulePageList = endpoint({
  method: 'GET',
  path: `${R}/pageList`,
  access: needs(screen.menu),
  summary: '分配规则，按顺序。筛选：名称（包含）、是否启用',
  query: z.object({ ...listPaging, name: z.string().trim().max(100).optional(), enabled: blankAsNull(z.enum(['true', 'false'])) }),
  response: cappedPage(ruleRow),
});

export const ruleFactor = endpoint({
  method: 'GET',
  path: `${R}/factor`,
  access: needs(screen.menu),
  summary: '规则可用的条件：邮箱账号、品牌、语言',
  response: z.object({ accounts: z.array(option), brands: z.array(option), languages: z.array(z.object({ value: z.string(), label: z.string() })) }),
});

export const ruleDetail = endpoint({
  method: 'GET',
  path: `${R}/:id/detail`,
  access: needs(screen.menu),
  summary: '一条分配规则',
  response: ruleRow,
});

export const addOrUpdateRule = endpoint({
  method: 'POST',
  path: `${R}/addorUpdate`,
  access: needsToSave(screen.code('add'), screen.code('edit')),
  summary: '新增（无 id，需 btn_add）或修改（带 id，需 btn_edit）分配规则；只作用于之后新建的会话',
  body: ruleBody,
  response: ruleRow,
});

export const updateRuleStatus = endpoint({
  method: 'PUT',
  path: `${R}/updateStatus`,
  access: needs(screen.code('enable')),
  summary: '启用或停用分配规则',
  body: z.object({ id: positiveId('分配规则'), enabled: z.boolean({ error: '请指定启用或停用' }) }),
  response: ruleRow,
});

export const languageOptions = Object.entries(LANGUAGES).map(([value, label]) => ({ value, label }));
