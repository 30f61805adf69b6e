import { z } from 'zod';
import { LOGIN, PUBLIC, endpoint, needs } from './contract';
import { userScreen } from './admin/screens';
import { secret } from './secret';

export const tokenData = z.object({ token: z.string() });

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/jwt/token',
  access: PUBLIC,
  summary: '登录：用户名（去除首尾空格）、密码、验证码，返回 token',
  body: z.object({
    username: z.string().trim().min(1).max(100),
    password: secret(z.string().min(1).max(200)),
    veritycode: secret(z.string().trim().max(20).optional()),
  }),
  response: tokenData,
});

export const logout = endpoint({
  method: 'GET',
  path: '/api/auth/jwt/invalid',
  access: PUBLIC,
  summary: '退出登录：服务端作废当前 token（token 已失效时同样成功）',
});

export const loginCaptcha = endpoint({
  method: 'GET',
  path: '/api/auth/jwt/captcha',
  access: PUBLIC,
  summary: '登录验证码图片（SVG），与本浏览器的下一次登录绑定',
  transport: 'blob',
});

export const userCaptcha = endpoint({
  method: 'GET',
  path: '/api/admin/user/captcha',
  access: PUBLIC,
  summary: '验证码图片（忘记密码等），与本浏览器绑定',
  transport: 'blob',
});

export const directLogin = endpoint({
  method: 'GET',
  path: '/api/auth/jwt/directLogin',
  access: needs(userScreen.code('directLogin')),
  summary: '管理员以另一用户身份登录（记录操作人）',
  query: z.object({ userId: z.coerce.number().int().positive() }),
  response: tokenData,
});

export const forgetPwd = endpoint({
  method: 'POST',
  path: '/api/admin/user/forgetPwd',
  access: PUBLIC,
  summary: '忘记密码：登记重置申请，由管理员在用户管理中重置',
  body: z.object({ username: z.string().trim().min(1).max(100), veritycode: secret(z.string().trim().max(20).optional()) }),
});

export const updatePassword = endpoint({
  method: 'POST',
  path: '/api/admin/user/updatePassword',
  access: LOGIN,
  summary: '修改本人密码',
  // Checked in the service so each failure carries the spec's own message.
  body: z.object({ oldPassword: secret(z.string().optional()), newPassword: secret(z.string().optional()) }),
});

export const loginOptions = endpoint({
  method: 'GET',
  path: '/api/auth/jwt/loginOptions',
  access: PUBLIC,
  summary: '登录页设置：是否需要验证码',
  response: z.object({ captcha: z.boolean() }),
});
