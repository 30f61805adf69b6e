import { Form } from '@douyinfe/semi-ui';
import { saveSpu, saveSpuBody, type SpuAssignRow } from '@shared/api/sales/spuAssign';
import { SearchSelect } from '../../../components/pickers/SearchSelect';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session/SessionContext';
import { useSpuOptions } from '../common/useSpus';
import { StoreSelect } from '../../../components/pickers/StoreSelect';

/** 新增 / 编辑 an SPU assignment (draft or rejected): store, SPU, the operator (oneself). */
export function SpuAssignForm({ row, onClose, onSaved }: { row?: SpuAssignRow; onClose(): void; onSaved(): void }) {
  const { info } = useSession();
  const spus = useSpuOptions();
  return (
    <FormDialog
      title={row ? '编辑SPU分配' : '新增SPU分配'}
      visible
      schema={saveSpuBody}
      initValues={row ? { ...row } : { operatorId: info?.id }}
      toInput={(v) => ({ ...v, id: row?.id, version: row?.version, operatorId: row?.operatorId ?? info?.id })}
      onSubmit={async (body) => {
        await call(saveSpu, { body });
        onSaved();
      }}
      onClose={onClose}
      successText="已保存"
    >
      <StoreSelect field="storeId" label="店铺" />
      <SearchSelect field="spu" label="SPU" searched={spus} placeholder="输入SPU前缀搜索" current={row ? [{ value: row.spu, label: row.spu }] : undefined} />
      <Form.TextArea field="remark" label="备注" maxCount={500} />
    </FormDialog>
  );
}
