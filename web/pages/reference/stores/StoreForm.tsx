import { Form } from '@douyinfe/semi-ui';
import { STORE_CHANNELS, updateBaseStore, updateStoreBody, type StoreRow } from '@shared/api/reference/platforms';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { call } from '../../../lib/api';
import { useActiveUserOptions } from '../useReferenceOptions';

/** 编辑店铺: owner, channel, whether sales screens show its channel, enabled, remark. */
export function StoreForm({ store, onClose, onSaved }: { store: StoreRow | undefined; onClose(): void; onSaved(): void }) {
  const users = useActiveUserOptions();
  return (
    <FormDialog
      title={store ? `编辑店铺：${store.name}` : ''}
      visible={store !== undefined}
      schema={updateStoreBody}
      initValues={store && { ownerUserId: store.ownerUserId ?? undefined, channel: store.channel, channelShow: store.channelShow, enabled: store.enabled, remark: store.remark ?? '' }}
      toInput={(values) => ({ ...values, id: store?.id, ownerUserId: values.ownerUserId ?? null })}
      successText="保存成功"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(updateBaseStore, { body });
        onSaved();
      }}
    >
      <Form.Select field="ownerUserId" label="负责人" style={{ width: '100%' }} optionList={users} filter showClear />
      <Form.Select field="channel" label="渠道" style={{ width: '100%' }} optionList={optionsOf(STORE_CHANNELS)} />
      <Form.Switch field="channelShow" label="渠道显示" />
      <Form.Switch field="enabled" label="启用" />
      <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
    </FormDialog>
  );
}
