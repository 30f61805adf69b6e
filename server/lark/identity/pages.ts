import type { Response } from 'express';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:40px 24px;color:#1f2329;text-align:center}p{color:#646a73;line-height:1.6}a{color:#3370ff}' +
  'form{max-width:320px;margin:24px auto;text-align:left}label{display:block;margin:12px 0 4px;font-size:14px}' +
  'input{box-sizing:border-box;width:100%;padding:8px 10px;border:1px solid #d0d3d6;border-radius:6px;font-size:15px}' +
  'button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:6px;background:#3370ff;color:#fff;font-size:15px}.error{color:#f54a45}';

function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<style>${STYLE}</style></head><body>${body}</body></html>`,
    );
}

/** A small page that says what went wrong in words, never a stack trace. */
export function problemPage(res: Response, status: number, message: string) {
  page(res, status, '无法登录 Crossdock', `<h2>无法登录 Crossdock</h2><p>${escapeHtml(message)}</p><p><a href="/login">使用账号密码登录</a></p>`);
}

/**
 * Binding an unbound Lark account by proving the CRM account once: its username and password. The
 * Lark account itself travels in an httpOnly cookie of this browser, never in the form.
 */
export function bindPage(res: Response, status: number, view: { larkName: string; username: string | null; error?: string }) {
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  page(
    res,
    status,
    '绑定 CRM 账号',
    `<h2>绑定 CRM 账号</h2><p>飞书账号（${escapeHtml(view.larkName)}）尚未绑定 CRM 账号。输入你的 CRM 账号和密码完成绑定（只需一次），或请管理员在“用户管理”中绑定。</p>${error}` +
      `<form method="post" action="/lark/bind"><label for="username">CRM 账号</label><input id="username" name="username" autocomplete="username" required maxlength="64" value="${escapeHtml(view.username ?? '')}">` +
      `<label for="password">密码</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128">` +
      `<button type="submit">绑定并登录</button></form>`,
  );
}
