import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { secret } from '../secret';
import { blankAsNull, cappedPage, nullIfBlank, emailAddress, idFilter, idOnly, listPaging, MAIL_API, option, positiveId } from './common';
import { accountManagerScreen as screen, myMailsScreen, writeMailScreen } from './screens';

/** Mailboxes (邮箱账号): settings, password (write only), connection, enable/disable. */
const A = `${MAIL_API}/mailCenterAccount`;

export const DUPLICATE_ACCOUNT = '该邮箱已存在';
export const NO_ACCOUNT = '邮箱账号不存在';
/** A stored password goes only to the server it was stored with (docs/domain/mail.md, Secrets). */
export const PASSWORD_FOR_OTHER_SERVER = '服务器、端口、加密方式或登录名与已保存的不同，请填写密码（已保存的密码只用于原服务器）';
/** The stored password was sealed with another key (the data folder or CROSSDOCK_MAIL_KEY changed): it must be typed again. */
export const PASSWORD_UNREADABLE = '已保存的邮箱密码无法解密（加密密钥已更换），请用“修改密码”重新填写';

export const connectStatuses = { unknown: '未测试', ok: '连接正常', failed: '连接失败' } as const;

const port = (label: string) =>
  z.coerce.number({ error: `${label}端口不正确` }).int(`${label}端口不正确`).min(1, `${label}端口不正确`).max(65535, `${label}端口不正确`);
const host = (label: string) =>
  z
    .string({ error: `请填写${label}服务器` })
    .trim()
    .min(1, `请填写${label}服务器`)
    .max(253, `${label}服务器最多253个字符`)
    .regex(/^[A-Za-z0-9.-]+$/, `${label}服务器格式不正确`);
export const password = secret(z.string({ error: '请填写密码' }).min(1, '请填写密码').max(500, '密码最多500个字符'));
/** Left empty: keep (or use) the stored one, for the stored server only. */
export const optionalPassword = secret(z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()));

export const serverSettings = z.object({
  imapHost: host('IMAP'),
  imapPort: port('IMAP'),
  imapSecure: z.boolean({ error: '请选择 IMAP 是否加密' }),
  smtpHost: host('SMTP'),
  smtpPort: port('SMTP'),
  smtpSecure: z.boolean({ error: '请选择 SMTP 是否加密' }),
  username: z.string({ error: '请填写登录名' }).trim().min(1, '请填写登录名').max(254, '登录名最多254个字符'),
});

export const accountFields = serverSettings.extend({
  email: emailAddress(),
  senderName: z.string({ error: '请填写发件人名称' }).trim().min(1, '请填写发件人名称').max(100, '发件人名称最多100字'),
  brandId: nullIfBlank(positiveId('品牌')),
});
export type AccountFields = z.output<typeof accountFields>;

export const accountRow = z.object({
  id: z.number(),
  email: z.string(),
  senderName: z.string(),
  brandId: z.number().nullable(),
  brandName: z.string().nullable(),
  imapHost: z.string(),
  imapPort: z.number(),
  imapSecure: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpSecure: z.boolean(),
  username: z.string(),
  enabled: z.boolean(),
  connectStatus: z.enum(['unknown', 'ok', 'failed']),
  connectMessage: z.string().nullable(),
  connectCheckedAt: z.string().nullable(),
  lastPulledAt: z.string().nullable(),
  openErrors: z.number(),
});
export type AccountRow = z.infer<typeof accountRow>;

export const accounts = endpoint({
  method: 'GET',
  path: `${A}/accounts`,
  access: needs(screen.menu, writeMailScreen.menu, myMailsScreen.menu),
  summary: '邮箱账号列表（不含密码）。筛选：邮箱（包含）、品牌、status=1 只看启用',
  query: z.object({ ...listPaging, email: z.string().trim().max(100).optional(), brandId: idFilter('品牌'), status: blankAsNull(z.enum(['0', '1'])) }),
  response: cappedPage(accountRow),
});

export const disableAccount = endpoint({
  method: 'PUT',
  path: `${A}/disable`,
  access: needs(screen.code('enable')),
  summary: '停用邮箱：不再拉取、不能用它发信',
  body: idOnly('邮箱账号'),
  response: accountRow,
});

export const enableAccount = endpoint({ ...disableAccount, path: `${A}/enable`, summary: '启用邮箱：恢复拉取' });

export const connectResult = z.object({ ok: z.boolean(), imap: z.string(), smtp: z.string() });
export const connect = endpoint({
  method: 'POST',
  path: `${A}/connect`,
  access: needs(screen.code('add'), screen.code('edit'), screen.code('connect')),
  summary: '保存前测试 IMAP 登录与 SMTP 登录（不保存任何内容）；id 给出且未填密码时用已存的密码，但只限服务器、端口、加密方式和登录名都与已保存的相同，否则须填写密码',
  body: serverSettings.extend({ id: idFilter('邮箱账号'), password: optionalPassword }),
  response: connectResult,
});

export const checkRepeat = endpoint({
  method: 'GET',
  path: `${A}/checkRepeat`,
  access: needs(screen.code('add'), screen.code('edit')),
  summary: '邮箱地址是否已被其他账号使用（id：编辑时排除自己）',
  query: z.object({ email: emailAddress(), id: idFilter('邮箱账号') }),
  response: z.object({ exists: z.boolean() }),
});

export const addAccount = endpoint({
  method: 'POST',
  path: `${A}/add`,
  access: needs(screen.code('add')),
  summary: '新增邮箱账号；密码加密保存，永不返回',
  body: accountFields.extend({ password }),
  response: accountRow,
});

export const editAccount = endpoint({
  method: 'PUT',
  path: `${A}/edit`,
  access: needs(screen.code('edit')),
  summary: '修改邮箱账号设置；改了服务器、端口、加密方式或登录名时须同时填写新服务器的密码（已保存的密码不会用于新服务器）。服务器未改时密码不在此修改（用 changePwd）',
  body: accountFields.extend({ id: positiveId('邮箱账号'), password: optionalPassword }),
  response: accountRow,
});

export const changePwd = endpoint({
  method: 'PUT',
  path: `${A}/changePwd`,
  access: needs(screen.code('changePwd')),
  summary: '修改邮箱密码（加密保存）；连接状态重置为未测试',
  body: z.object({ id: positiveId('邮箱账号'), password }),
  response: accountRow,
});

export const updConnect = endpoint({
  method: 'PUT',
  path: `${A}/updConnect`,
  access: needs(screen.code('connect')),
  summary: '用已保存的设置重新测试连接，并记下连接状态',
  body: idOnly('邮箱账号'),
  response: accountRow,
});

export const serverPreset = z.object({
  name: z.string(),
  imapHost: z.string(),
  imapPort: z.number(),
  imapSecure: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpSecure: z.boolean(),
});
export const SERVER_PRESETS: z.infer<typeof serverPreset>[] = [
  { name: 'Gmail', imapHost: 'imap.gmail.com', imapPort: 993, imapSecure: true, smtpHost: 'smtp.gmail.com', smtpPort: 465, smtpSecure: true },
  { name: 'Outlook / Microsoft 365', imapHost: 'outlook.office365.com', imapPort: 993, imapSecure: true, smtpHost: 'smtp.office365.com', smtpPort: 587, smtpSecure: false },
  { name: 'Yahoo', imapHost: 'imap.mail.yahoo.com', imapPort: 993, imapSecure: true, smtpHost: 'smtp.mail.yahoo.com', smtpPort: 465, smtpSecure: true },
  { name: '腾讯企业邮', imapHost: 'imap.exmail.qq.com', imapPort: 993, imapSecure: true, smtpHost: 'smtp.exmail.qq.com', smtpPort: 465, smtpSecure: true },
  { name: '网易企业邮', imapHost: 'imap.qiye.163.com', imapPort: 993, imapSecure: true, smtpHost: 'smtp.qiye.163.com', smtpPort: 465, smtpSecure: true },
  { name: 'Zoho', imapHost: 'imap.zoho.com', imapPort: 993, imapSecure: true, smtpHost: 'smtp.zoho.com', smtpPort: 465, smtpSecure: true },
];

export const serverList = endpoint({
  method: 'GET',
  path: `${MAIL_API}/mailCenterBasicConf/serverList`,
  access: needs(screen.menu),
  summary: '常用邮件服务商的 IMAP/SMTP 设置，新增账号时一键填入',
  response: z.array(serverPreset),
});

export const brands = endpoint({
  method: 'GET',
  path: `${MAIL_API}/mailCenterBrand/brands`,
  access: needs(screen.menu, myMailsScreen.menu, writeMailScreen.menu),
  summary: '品牌（账号、模板、规则按品牌归类）',
  response: z.array(option),
});
