import { Form } from '@douyinfe/semi-ui';
import { FormSheet } from '../../../components/form/FormSheet';
import { CURRENCIES } from '@shared/api/b2b/fields';
import { addOrUpdateCustomer, customerBody, settlementLabels, type CustomerRow } from '@shared/api/b2b/customer';
import { clientScreen } from '@shared/api/b2b/screens';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useSession } from '../../../lib/session/SessionContext';
import { useUserOptions } from '../../../components/pickers/options';
import { useZodForm } from '../../../components/form/useZodForm';
import { formValues } from '../../../components/form/zodForm';
import { optionsOf } from '../../../components/pickers/options';

interface CustomerFormProps {
  /** The customer to edit; absent to add one. */
  customer?: CustomerRow;
  visible: boolean;
  onClose(): void;
  onSaved(): void;
}

const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));

/** 新增/编辑客户 in a side sheet: basic, settlement terms, invoice title, bank. */
export function CustomerForm({ customer, visible, onClose, onSaved }: CustomerFormProps) {
  const form = useZodForm(customerBody);
  const mayAssign = useSession().can(clientScreen.code('viewAll'));
  const users = useUserOptions(visible && mayAssign);
  const initValues = customer ? formValues(customer) : { settlement: 'prepaid', currency: 'USD' };

  const submit = async () => {
    const saved = await form.submit((body) => call(addOrUpdateCustomer, { body: { ...body, id: customer?.id } }));
    if (!saved) return;
    notice.success(customer ? '保存成功' : '新增成功');
    onSaved();
    onClose();
  };

  return (
    <FormSheet title={customer ? `编辑客户：${customer.name}` : '新增客户'} visible={visible} onClose={onClose} actions={[{ text: '确定', primary: true, onClick: submit }]}>
      {visible && (
        <Form {...form.formProps} key={customer?.id ?? 'new'} labelPosition="left" labelWidth={96} labelAlign="right" initValues={initValues}>
          {({ values }: { values: Record<string, unknown> }) => (
            <>
              <Form.Section text="基本信息">
                {customer && (
                  <Form.Slot label="客户编码">
                    <span style={{ lineHeight: '32px' }}>{customer.code}</span>
                  </Form.Slot>
                )}
                <Form.Input field="name" label="客户名称" />
                <Form.Input field="country" label="国家/地区" placeholder="例如 US、DE" />
                <Form.Input field="contactName" label="联系人" />
                <Form.Input field="contactPhone" label="联系电话" />
                <Form.Input field="contactEmail" label="邮箱" />
                <Form.Input field="address" label="地址" />
                {mayAssign && <Form.Select field="salesUserId" label="负责销售" filter showClear style={{ width: '100%' }} optionList={users.options} placeholder="默认为自己" />}
              </Form.Section>
              <Form.Section text="结算条款">
                <Form.Select field="currency" label="结算币种" style={{ width: '100%' }} optionList={currencyOptions} />
                <Form.RadioGroup field="settlement" label="结算方式" options={optionsOf(settlementLabels)} />
                {values.settlement === 'credit' && (
                  <>
                    <Form.InputNumber field="creditDays" label="账期天数" min={1} max={365} precision={0} suffix="天" style={{ width: '100%' }} />
                    <Form.Input field="creditLimit" label="信用额度" prefix={String(values.currency ?? '')} placeholder="客户结算币种金额" />
                  </>
                )}
              </Form.Section>
              <Form.Section text="开票信息">
                <Form.Input field="invoiceTitle" label="发票抬头" />
                <Form.Input field="taxNumber" label="税号" />
                <Form.Input field="invoiceAddress" label="开票地址" />
              </Form.Section>
              <Form.Section text="客户银行（退款用）">
                <Form.Input field="bankName" label="开户银行" />
                <Form.Input field="bankAccount" label="银行账号" />
                <Form.Input field="swiftCode" label="SWIFT" />
                <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
              </Form.Section>
            </>
          )}
        </Form>
      )}
    </FormSheet>
  );
}
