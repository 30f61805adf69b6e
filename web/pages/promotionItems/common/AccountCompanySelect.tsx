import { Form } from '@douyinfe/semi-ui';

/** 账户公司 of the chosen platform (promo-claims' getAccountCompanyByPlatform once merged). */
export function AccountCompanySelect({ platformId }: { platformId: unknown }) {
  return <Form.InputNumber field="accountCompanyId" label="账户公司" style={{ width: '100%' }} disabled={!platformId} />;
}
