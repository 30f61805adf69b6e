import { Form, Space } from '@douyinfe/semi-ui';
import { accountFields, addAccount, editAccount, optionalPassword, password, type AccountRow } from '@shared/api/mail/accounts';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { call } from '../../../lib/api';
import { useBrandOptions } from '../shared/options';
import { ConnectTest, PresetPicker } from './ServerHelpers';

const addSchema = accountFields.extend({ password });
const editSchema = accountFields.extend({ password: optionalPassword });

/**
 * 新增/编辑邮箱账号: a provider's settings in one click, 测试连接 before saving. Editing asks the password
 * only for another server (the stored one is never sent elsewhere); 修改密码 is its own action.
 */
export function AccountForm({ row, visible, onClose, onSaved }: { row?: AccountRow; visible: boolean; onClose(): void; onSaved(): void }) {
  const brands = useBrandOptions();
  return (
    <FormDialog
      title={row ? `编辑邮箱账号：${row.email}` : '新增邮箱账号'}
      visible={visible}
      width={640}
      schema={row ? editSchema : addSchema}
      initValues={row ? formValues(row) : { imapPort: 993, imapSecure: true, smtpPort: 465, smtpSecure: true }}
      successText={row ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        if (row) await call(editAccount, { body: { ...body, id: row.id } });
        else await call(addAccount, { body: body as never });
        onSaved();
      }}
    >
      <Form.Input field="email" label="邮箱" placeholder="service@brand.com" />
      <Form.Input field="senderName" label="发件人名称" />
      <Form.Select field="brandId" label="品牌" showClear style={{ width: '100%' }} optionList={brands} />
      <PresetPicker />
      <Space>
        <Form.Input field="imapHost" label="IMAP 服务器" style={{ width: 220 }} />
        <Form.InputNumber field="imapPort" label="端口" labelWidth={48} style={{ width: 100 }} hideButtons />
        <Form.Switch field="imapSecure" label="SSL" labelWidth={48} />
      </Space>
      <Space>
        <Form.Input field="smtpHost" label="SMTP 服务器" style={{ width: 220 }} />
        <Form.InputNumber field="smtpPort" label="端口" labelWidth={48} style={{ width: 100 }} hideButtons />
        <Form.Switch field="smtpSecure" label="SSL" labelWidth={48} />
      </Space>
      <Form.Input field="username" label="登录名" placeholder="通常为邮箱地址" />
      <Form.Input field="password" label="密码" mode="password" autoComplete="new-password" extraText={row ? '改了服务器、端口、加密方式或登录名时必填，否则留空' : undefined} />
      <ConnectTest accountId={row?.id} />
    </FormDialog>
  );
}
