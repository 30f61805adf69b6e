import { Form } from '@douyinfe/semi-ui';
import { getHrmDepartmentInfo, updStoreBody, updStoreListById, type PerfStoreRow } from '@shared/api/storePerformance/stores';
import { FormDialog } from '../../../components/form/FormDialog';
import { useOptions } from '../../../components/options';
import { call, useApi } from '../../../lib/api';

/** 编辑 a store's performance settings: department (from the staff roster), owner, remark. */
export function StoreForm({ store, onClose, onSaved }: { store: PerfStoreRow | null; onClose(): void; onSaved(): void }) {
  const departments = useApi(store ? getHrmDepartmentInfo : null);
  const users = useOptions('users', { enabled: store !== null });
  return (
    <FormDialog
      title={store ? `编辑绩效设置：${store.storeName}` : ''}
      visible={store !== null}
      schema={updStoreBody}
      initValues={store ? { storeId: store.storeId, department: store.department ?? '', ownerId: store.ownerId ?? '', remark: store.remark ?? '', version: store.version } : {}}
      successText="保存成功"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(updStoreListById, { body });
        onSaved();
      }}
    >
      <Form.Select
        field="department"
        label="部门"
        showClear
        filter
        style={{ width: '100%' }}
        optionList={(departments.data ?? []).map((d) => ({ value: d.department, label: `${d.department}（${d.members}人）` }))}
      />
      <Form.Select field="ownerId" label="店铺负责人" showClear filter remote={!!users.onSearch} onSearch={users.onSearch} style={{ width: '100%' }} optionList={users.options} />
      <Form.TextArea field="remark" label="备注" rows={2} maxCount={500} />
    </FormDialog>
  );
}
