import { Messages } from '../envelope';

/**
 * Every refusal the buyer's page can receive, by key. The server answers the Chinese text (the error
 * catalogue's language); the page (widgets/warranty/messages.ts) finds the key and shows the text in
 * the buyer's language. Plain constants: the small public page imports this without zod.
 */
export const PUBLIC_MESSAGES = {
  registered: '该二维码已登记过延保，无需重复登记',
  invalidCode: '二维码无效，请核对后重新扫描',
  closed: '该产品的延保登记已关闭',
  tooMany: '尝试次数过多，请稍后再试',
  captchaMissing: Messages.captchaMissing,
  captchaWrong: Messages.captchaWrong,
  nameMissing: '请填写姓名',
  nameTooLong: '姓名最多100字',
  emailMissing: '请填写邮箱',
  emailTooLong: '邮箱最多200字',
  emailInvalid: '邮箱格式不正确',
  orderNoMissing: '请填写订单号',
  orderNoInvalid: '订单号为3–50位字母、数字或 -',
  marketplaceMissing: '请选择购买平台',
  consentMissing: '请阅读并同意延保条款',
} as const;
export type PublicMessageKey = keyof typeof PUBLIC_MESSAGES;
