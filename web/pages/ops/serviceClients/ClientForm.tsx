import { Form } from '@douyinfe/semi-ui';
import type { BodyOf } from '@shared/api/contract';
import { addServiceClient, editServiceClient, type ServiceClientRow } from '@shared/api/ops/clients';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';
import { CodePicker, GROUP_PREFIX } from './CodePicker';
import type { IssuedSecret } from './SecretDialog';

interface ClientFormProps {
  client?: ServiceClientRow;
  visible: boolean;
  onClose(): void;
  onSaved(issued?: IssuedSecret): void;
}

const toInput = ({ codes, expiresAt, allowedCidrs, ...rest }: Record<string, unknown>) => ({
  ...rest,
  codes: ((codes as string[] | undefined) ?? []).filter((c) => !c.startsWith(GROUP_PREFIX)),
  allowedCidrs: (allowedCidrs as string[] | undefined) ?? [],
  expiresAt: expiresAt ? new Date(expiresAt as string | Date).toISOString() : null,
});

/** 新增/编辑服务授权: name, codes (never more than the user holds), allowed addresses, expiry. */
export function ClientForm({ client, visible, onClose, onSaved }: ClientFormProps) {
  const editing = client !== undefined;
  return (
    <FormDialog
      title={editing ? `编辑服务授权：${client.name}` : '新增服务授权'}
      visible={visible}
      width={680}
      schema={editing ? editServiceClient.body! : addServiceClient.body!}
      initValues={
        client
          ? { name: client.name, codes: client.codes, allowedCidrs: client.allowedCidrs, expiresAt: client.expiresAt ? new Date(client.expiresAt) : undefined, remark: client.remark ?? '', version: client.version }
          : { allowedCidrs: [] }
      }
      toInput={toInput}
      successText={editing ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        if (client) {
          await call(editServiceClient, { params: { id: client.id }, body: body as BodyOf<typeof editServiceClient> });
          return onSaved();
        }
        const created = await call(addServiceClient, { body });
        onSaved({ name: created.client.name, clientId: created.client.clientId, secret: created.secret });
      }}
    >
      <Form.Input field="name" label="名称" placeholder="如：ERP 库存同步" />
      <CodePicker />
      <Form.TagInput field="allowedCidrs" label="允许地址" placeholder="IP 或 CIDR，回车添加；不填则不限地址" addOnBlur separator={[',', ' ', '，']} />
      <Form.DatePicker field="expiresAt" label="过期时间" type="dateTime" placeholder="不填则长期有效" style={{ width: '100%' }} />
      <Form.TextArea field="remark" label="备注" rows={2} maxCount={200} />
    </FormDialog>
  );
}
