import { Form } from '@douyinfe/semi-ui';
import { addressFields, saveAddress, type DetailRow } from '@shared/api/review/detail';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';

/** 录入地址: the reviewer's shipping address of one order (while 待填地址). */
export function AddressForm({ detail, onClose, onSaved }: { detail: DetailRow; onClose(): void; onSaved(): void }) {
  const a = detail.address;
  return (
    <FormDialog
      title={`收货地址：${detail.invitationCode}`}
      visible
      schema={addressFields}
      initValues={a && !a.masked ? { ...a, email: a.email ?? '', region: a.region ?? '' } : { country: 'US' }}
      successText="保存成功"
      onClose={onClose}
      onSubmit={async (values) => {
        await call(saveAddress, { body: { ...values, detailId: detail.id } });
        onSaved();
      }}
    >
      <Form.Input field="receiver" label="收件人" />
      <Form.Input field="phone" label="电话" />
      <Form.Input field="email" label="邮箱" />
      <Form.Input field="street" label="街道地址" />
      <Form.Input field="city" label="城市" />
      <Form.Input field="region" label="州/省" />
      <Form.Input field="postcode" label="邮编" />
      <Form.Input field="country" label="国家（两位代码）" />
    </FormDialog>
  );
}
