import { z } from 'zod';
import { PUBLIC, endpoint, needs, type DataOf } from './contract';
import { secret } from './secret';
import { USER_MENU } from './user';
import { userScreen } from './admin/screens';

/** Binding CRM users to Lark accounts (userManager). */
export const LARK_BIND_CODE = userScreen.code('lark');

/** Whether the bridge is on, and what the configuration lacks (the admin screen shows it). */
export const larkStatus = endpoint({
  method: 'GET',
  path: '/api/lark/status',
  access: needs(USER_MENU),
  summary: '飞书集成状态：是否启用、缺少哪些配置、事件与登录回调地址',
  response: z.object({
    enabled: z.boolean(),
    /** Environment variables still to set, e.g. LARK_APP_ID. */
    missing: z.array(z.string()),
    appId: z.string().nullable(),
    domain: z.string().nullable(),
    /** The request URL to enter in the Lark developer console (events and card callbacks). */
    eventUrl: z.string().nullable(),
    /** The redirect URL of the web app's login. */
    launchUrl: z.string().nullable(),
    boundUsers: z.number(),
  }),
});

/** A Lark account as the contact directory describes it. */
export const larkAccount = z.object({
  openId: z.string(),
  unionId: z.string().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The CRM user this account is bound to already, if any. */
  boundTo: z.object({ userId: z.number(), name: z.string() }).nullable(),
});
export type LarkAccount = z.infer<typeof larkAccount>;

export const larkSearchUsers = endpoint({
  method: 'GET',
  path: '/api/lark/users/search',
  access: needs(LARK_BIND_CODE),
  summary: '按邮箱或手机号在飞书通讯录中查找账号（绑定用）',
  query: z.object({ keyword: z.string({ error: '请输入邮箱或手机号' }).trim().min(3, '请输入邮箱或手机号').max(100) }),
  response: z.array(larkAccount),
});

export const larkBindingLog = z.object({
  id: z.number(),
  action: z.enum(['bind', 'unbind']),
  /** admin: bound by an administrator; self: on first launch by matching email. */
  via: z.enum(['admin', 'self']),
  openId: z.string(),
  larkName: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});

export const larkBinding = z.object({
  userId: z.number(),
  openId: z.string(),
  unionId: z.string().nullable(),
  larkUserId: z.string().nullable(),
  larkName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  via: z.enum(['admin', 'self']),
  boundAt: z.string(),
});
export type LarkBinding = z.infer<typeof larkBinding>;

export const larkUserBinding = endpoint({
  method: 'GET',
  path: '/api/lark/bindings/:userId',
  access: needs(USER_MENU),
  summary: '某个用户的飞书绑定及绑定记录',
  response: z.object({ binding: larkBinding.nullable(), logs: z.array(larkBindingLog) }),
});

const userIdField = z.coerce.number({ error: '请选择用户' }).int().positive('请选择用户');

export const larkBind = endpoint({
  method: 'POST',
  path: '/api/lark/bind',
  access: needs(LARK_BIND_CODE),
  summary: '把用户绑定到飞书账号（open_id 来自通讯录查找）；已绑定他人的飞书账号不能再绑',
  body: z.object({ userId: userIdField, openId: z.string({ error: '请选择飞书账号' }).trim().min(1, '请选择飞书账号').max(100) }),
  response: larkBinding,
});

export const larkUnbind = endpoint({
  method: 'POST',
  path: '/api/lark/unbind',
  access: needs(LARK_BIND_CODE),
  summary: '解除用户的飞书绑定',
  body: z.object({ userId: userIdField }),
  response: z.null(),
});

/** What a widget needs before it can ask Lark for a login code. */
export const larkClientConfig = endpoint({
  method: 'GET',
  path: '/api/lark/clientConfig',
  access: PUBLIC,
  summary: '网页应用登录所需的 appId（未启用飞书集成时 enabled=false）',
  response: z.object({ enabled: z.boolean(), appId: z.string().nullable() }),
});

/** Widget login: the code from tt.requestAccess (or the OAuth redirect) for a CRM token. */
export const larkLogin = endpoint({
  method: 'POST',
  path: '/api/lark/login',
  access: PUBLIC,
  summary: '用飞书免登 code 换取 CRM 登录令牌（账号须已绑定；未绑定时由管理员绑定，或在飞书内打开 CRM 链接后输入 CRM 账号密码绑定）',
  body: z.object({ code: secret(z.string({ error: '缺少飞书登录码' }).trim().min(1, '缺少飞书登录码').max(512)) }),
  response: z.object({ token: z.string(), name: z.string(), boundNow: z.boolean() }),
});
export type LarkLoginData = DataOf<typeof larkLogin>;

/** What a Lark sign-in tells the user when it cannot go on (widgets and the launch page show these). */
export const LarkMessages = {
  disabled: '飞书集成未启用，请联系管理员',
  badCode: '飞书登录已失效，请重新打开应用',
  unbound: (larkName: string) => `你的飞书账号（${larkName}）尚未绑定 CRM 账号，请联系管理员在“用户管理”中绑定，或用 CRM 账号密码完成绑定`,
  userDisabled: '你的 CRM 账号已停用，请联系管理员',
  badState: '链接无效或已过期，请从飞书重新打开',
} as const;
