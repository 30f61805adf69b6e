/** The demo organisation's roles (group codes) and their names; screens grant them their actions. */
export const DEMO_ROLES = {
  sales: '销售',
  finance: '财务',
  operations: '运营',
  hr: '人事行政',
  sales_manager: '销售主管',
  marketing: '市场推广',
  marketing_manager: '市场推广主管',
  customer_service: '客服',
  cs_manager: '客服主管',
  ops_manager: '运营主管',
  mail_admin: '邮件管理员',
  overseas: '海外专员',
  review_manager: '测评主管',
  supply_manager: '供应链主管',
  cashier: '出纳',
} as const;

export type DemoRole = keyof typeof DEMO_ROLES;
