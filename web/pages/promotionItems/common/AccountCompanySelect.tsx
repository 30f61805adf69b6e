import { Form } from '@douyinfe/semi-ui';
import { getAccountCompanyByPlatform } from '@shared/api/promotion/accountCompany';
import { useApi } from '../../../lib/api';

/** 账户公司: one of the chosen platform's enabled account companies. */
export function AccountCompanySelect({ platformId }: { platformId: unknown }) {
  const companies = useApi(platformId ? getAccountCompanyByPlatform : null, { platformId: Number(platformId) } as never);
  return (
    <Form.Select
      field="accountCompanyId"
      label="账户公司"
      style={{ width: '100%' }}
      optionList={(companies.data ?? []).map((c) => ({ value: c.id, label: `${c.companyName}（${c.account} ${c.currency}）` }))}
      emptyContent={platformId ? '该平台没有启用的账户公司' : '请先选择平台'}
    />
  );
}
