/** Every `/api` response is this envelope; `resCode` 200 is success (spec sections 7 and 8). */
export interface Envelope<T = unknown> {
  resCode: number;
  resDes: string;
  data: T;
  /** On error answers: the request's id (X-Request-Id), for a user to quote to support. */
  requestId?: string;
}

/** The codes the server answers with, beside 200. */
export const ResCode = {
  OK: 200,
  /** Reviewer calls (spec §8): a refusal the portal shows as a warning, not an error. */
  WARNING: -2,
  BAD_REQUEST: 400,
  LOGGED_OUT: 401,
  WRONG_CREDENTIALS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  TOO_MANY: 429,
  FAILED: 500,
  EMPTY_FILE: 501,
} as const;

export const Messages = {
  ok: '成功',
  generic: '系统后台异常，请联CRM技术支持！',
  loggedOut: '登录已失效，请重新登录',
  forbidden: '没有权限，请重新登录',
  wrongCredentials: '账号或密码错误',
  captchaWrong: '验证码错误或已过期，请重新输入',
  captchaMissing: '请输入验证码',
  throttled: '登录失败次数过多，请15分钟后再试',
  notFound: '记录不存在',
  badRequest: '参数错误',
  passwordMissing: '操作失败，请输入旧密码和新密码！',
  passwordMismatch: '操作失败，新密码和确认新密码不一致！',
  passwordTooShort: '操作失败，密码长度不能小于5位！',
  passwordOldWrong: '旧密码错误',
  passwordChanged: '修改成功',
  feedbackMissing: '操作失败，请输入主题和内容！',
  feedbackSent: '反馈成功',
  avatarType: '上传头像图片只能是 JPG/PNG 格式!',
  avatarSize: '上传头像图片大小不能超过 2MB!',
  fileEmpty: '文件为空，请重新上传',
  uploadFailed: '上传失败',
} as const;

export const MIN_PASSWORD_LENGTH = 5;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
