import { z } from 'zod';
import { endpoint, PUBLIC } from '../contract';
import { secret } from '../secret';
import { BASE, CODE_PATTERN, marketplace, text } from './common';
import { templateBody } from './project';
import { PUBLIC_MESSAGES as M } from './publicMessages';

/** The buyer's page behind a code: public, rate limited (docs/domain/warranty.md, "The public page"). */
const base = `${BASE}/public`;

export const REGISTERED_MESSAGE = M.registered;
export const INVALID_CODE_MESSAGE = M.invalidCode;
export const CLOSED_MESSAGE = M.closed;
export const TOO_MANY_MESSAGE = M.tooMany;

export const publicCode = z.string({ error: INVALID_CODE_MESSAGE }).trim().toUpperCase().regex(CODE_PATTERN, INVALID_CODE_MESSAGE);

export const registrationPage = endpoint({
  method: 'GET',
  path: `${base}/registrationPage`,
  access: PUBLIC,
  summary: '扫码页：项目的品牌、Logo、各语言文案、默认语言、可选购买平台，以及该码是否已登记、是否需要验证码',
  query: z.object({ code: publicCode }),
  response: z.object({
    code: z.string(),
    brand: z.string(),
    logoUrl: z.string().nullable(),
    sku: z.string(),
    warrantyMonths: z.number(),
    languages: z.array(z.string()),
    templates: z.record(z.string(), templateBody),
    marketplaces: z.array(z.string()),
    registered: z.boolean(),
    needsCaptcha: z.boolean(),
  }),
});

export const registrationCaptcha = endpoint({
  method: 'GET',
  path: `${base}/captcha`,
  access: PUBLIC,
  summary: '登记用的图形验证码（svg），答案绑定在 http-only cookie 上',
  transport: 'blob',
});

export const registerBody = z.object({
  code: publicCode,
  name: text('姓名', 100),
  email: z.string({ error: M.emailMissing }).trim().toLowerCase().min(1, M.emailMissing).max(200, M.emailTooLong).pipe(z.email({ error: M.emailInvalid })),
  orderNo: z.string({ error: M.orderNoMissing }).trim().min(1, M.orderNoMissing).regex(/^[A-Za-z0-9-]{3,50}$/, M.orderNoInvalid),
  marketplace,
  language: z.string().trim().max(20).optional(),
  consent: z.literal(true, { error: M.consentMissing }),
  captcha: secret(z.string().trim().max(10).optional()),
});
export type RegisterBody = z.input<typeof registerBody>;

export const registerWarranty = endpoint({
  method: 'POST',
  path: `${base}/register`,
  access: PUBLIC,
  summary: '买家登记延保：姓名、邮箱、订单号、购买平台、同意条款（多次尝试后需验证码）；成功后生成延保订单并发确认邮件',
  body: registerBody,
  response: z.object({ serialNo: z.string(), mailSent: z.boolean() }),
});
