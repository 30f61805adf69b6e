import { Form } from '@douyinfe/semi-ui';
import { useAccountOptions } from './options';

/** 邮箱账号 filter of the mail lists. */
export function AccountFilter({ onlyEnabled = false }: { onlyEnabled?: boolean }) {
  const { options } = useAccountOptions(onlyEnabled);
  return <Form.Select field="accountId" label="邮箱账号" showClear filter style={{ width: 220 }} optionList={options} />;
}
