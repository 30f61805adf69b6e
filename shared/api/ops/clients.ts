import { z } from 'zod';
import { PUBLIC, endpoint, needs } from '../contract';
import { pageOf } from '../paging';
import { secret } from '../secret';
import { serviceClientScreen as screen } from './screens';

/** 服务授权: machine clients (ERP, BI) reading the CRM with OAuth2 client credentials (docs/domain/operations.md). */
export const SERVICE_TOKEN_MINUTES_DEFAULT = 15;
export const MAX_CLIENT_CODES = 500;
export const MAX_CLIENT_CIDRS = 50;

export const ClientMessages = {
  nameTaken: '已有同名的服务授权',
  notHeld: '不能授予您自己没有的权限：',
  badCidr: '允许地址格式不正确（应为 IP 或 CIDR，如 10.0.0.0/8）：',
  revoked: '该服务授权已吊销',
  stale: '记录已被他人修改，请刷新后重试',
  badClient: '客户端标识或密钥错误，或该授权已吊销、已过期',
  badGrant: '仅支持 grant_type=client_credentials',
  noGrant: '缺少 grant_type',
  badScope: '申请的权限不在该服务授权的范围内：',
  throttled: '认证失败次数过多，请15分钟后再试',
  badBody: '请求参数格式不正确',
  byService: '服务授权的令牌不能管理服务授权',
  pastExpiry: '过期时间应晚于现在',
} as const;

export const clientStatuses = { active: '有效', expired: '已过期', revoked: '已吊销' } as const;
export type ClientStatus = keyof typeof clientStatuses;

export const serviceClientRow = z.object({
  id: z.number(),
  name: z.string(),
  clientId: z.string(),
  codes: z.array(z.string()),
  allowedCidrs: z.array(z.string()),
  expiresAt: z.string().nullable(),
  remark: z.string().nullable(),
  createdBy: z.number(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  secretRotatedAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedFrom: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  version: z.number(),
});
export type ServiceClientRow = z.infer<typeof serviceClientRow>;

export const serviceClientPage = endpoint({
  method: 'GET',
  path: '/api/auth/serviceClient/page',
  access: needs(screen.menu),
  summary: '服务授权列表（name 模糊匹配名称或客户端标识，status=active|expired|revoked）',
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100, '每页最多100条').default(20),
    name: z.string().trim().max(100).optional(),
    status: z.enum(['active', 'expired', 'revoked', '']).optional(),
  }),
  response: pageOf(serviceClientRow),
});

const clientFields = {
  name: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(50, '名称最多50个字'),
  codes: z.array(z.string().trim().min(1).max(200), { error: '权限应为列表' }).min(1, '请至少选择一个权限').max(MAX_CLIENT_CODES, `最多${MAX_CLIENT_CODES}个权限`),
  allowedCidrs: z.array(z.string().trim().max(60), { error: '允许地址应为列表' }).max(MAX_CLIENT_CIDRS, `最多${MAX_CLIENT_CIDRS}个允许地址`).default([]),
  /** Absent or null: never expires. */
  expiresAt: z.iso.datetime({ offset: true, error: '过期时间格式不正确' }).nullable().optional(),
  remark: z.string().trim().max(200, '备注最多200个字').nullable().optional(),
};

/** The secret appears in this answer only: it is stored hashed. */
export const issuedSecret = z.object({ client: serviceClientRow, secret: z.string() });

export const addServiceClient = endpoint({
  method: 'POST',
  path: '/api/auth/serviceClient',
  access: needs(screen.code('add')),
  summary: '新增服务授权：权限不能超过创建人自己持有的；返回的密钥只出现这一次',
  body: z.object(clientFields),
  response: issuedSecret,
});

export const editServiceClient = endpoint({
  method: 'PUT',
  path: '/api/auth/serviceClient/:id',
  access: needs(screen.code('edit')),
  summary: '修改服务授权的名称、权限（不超过修改人持有的）、允许地址、过期时间、备注',
  body: z.object({ ...clientFields, version: z.coerce.number().int().positive() }),
  response: serviceClientRow,
});

export const rotateServiceSecret = endpoint({
  method: 'POST',
  path: '/api/auth/serviceClient/:id/rotate',
  access: needs(screen.code('rotate')),
  summary: '重置密钥：旧密钥与它换到的令牌立即失效（其他服务进程在访问缓存时间内）；新密钥只出现这一次',
  body: z.object({ version: z.coerce.number().int().positive() }),
  response: issuedSecret,
});

export const revokeServiceClient = endpoint({
  method: 'POST',
  path: '/api/auth/serviceClient/:id/revoke',
  access: needs(screen.code('revoke')),
  summary: '吊销服务授权：之后不能再换令牌，已发的令牌在访问缓存时间内失效',
  body: z.object({ version: z.coerce.number().int().positive() }),
  response: serviceClientRow,
});

export const grantableCode = z.object({
  /** The screen's menu code (route path). */
  code: z.string(),
  title: z.string(),
  group: z.string(),
  elements: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type GrantableCode = z.infer<typeof grantableCode>;

export const grantableCodes = endpoint({
  method: 'GET',
  path: '/api/auth/serviceClient/grantable',
  access: needs(screen.code('add'), screen.code('edit')),
  summary: '可授予服务授权的权限：调用人自己持有的菜单与按钮',
  response: z.array(grantableCode),
});

/** The error codes of an OAuth token answer (RFC 6749 §5.2). */
export const OAUTH_ERRORS = ['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope', 'server_error'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

/** An OAuth error answer (RFC 6749 §5.2); `request_id` is the id to quote to support. */
export const oauthError = z.object({ error: z.enum(OAUTH_ERRORS), error_description: z.string(), request_id: z.string().optional() });

/**
 * OAuth2 client-credentials grant (RFC 6749 §4.4), answered as plain OAuth JSON (§5.1 and §5.2), not in
 * the envelope, so any standard OAuth client library can fetch a token.
 */
export const serviceToken = endpoint({
  method: 'POST',
  path: '/api/oauth/token',
  access: PUBLIC,
  transport: 'plain',
  summary:
    'OAuth2 client_credentials（RFC 6749 §4.4）：grant_type=client_credentials，client_id 与 client_secret 放在 HTTP Basic 或请求体（表单或 JSON），' +
    '可选 scope（空格分隔的权限码，须在授权范围内）。成功：{access_token, token_type: "Bearer", expires_in, scope}，Cache-Control: no-store；' +
    '失败：HTTP 400/401 {error, error_description}（invalid_request, invalid_client, unauthorized_client, unsupported_grant_type, invalid_scope）。' +
    '令牌调用时放在 Authorization: Bearer',
  body: z.object({
    grant_type: z.string().optional(),
    client_id: z.string().max(100).optional(),
    client_secret: secret(z.string().max(200).optional()),
    scope: z.string().max(20000).optional(),
  }),
  response: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number(), scope: z.string() }),
});
