import { Form } from '@douyinfe/semi-ui';
import { addOrUpdateCompanyBank, bankPurposeLabels, companyBankBody, type CompanyBankRow } from '@shared/api/b2b/bank';

import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { optionsOf } from '../../../components/pickers/options';
import { CURRENCY_OPTIONS } from '../../../components/options';

/** 新增/编辑公司账户. */
export function BankForm({ bank, visible, onClose, onSaved }: { bank?: CompanyBankRow; visible: boolean; onClose(): void; onSaved(): void }) {
  return (
    <FormDialog
      title={bank ? `编辑账户：${bank.accountName}` : '新增公司账户'}
      visible={visible}
      schema={companyBankBody}
      initValues={bank ? formValues(bank) : { purpose: 'receive', currency: 'USD' }}
      successText={bank ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdateCompanyBank, { body: { ...body, id: bank?.id } });
        onSaved();
      }}
    >
      <Form.Input field="accountName" label="账户名" />
      <Form.Input field="bankName" label="开户银行" />
      <Form.Input field="accountNo" label="账号" />
      <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
      <Form.Input field="swiftCode" label="SWIFT" />
      <Form.RadioGroup field="purpose" label="用途" options={optionsOf(bankPurposeLabels)} />
      <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
    </FormDialog>
  );
}
