import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { operationInfoList, refreshVolume, type OperationInfoRow } from '@shared/api/review/operationInfo';
import { operationInfoFields } from '@shared/api/review/recordFields';
import { operationInfoScreen } from '@shared/api/review/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, EditAction, ResourceList, RowAction, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useOperationUserOptions } from '../common/options';
import { OperationInfoForm } from './OperationInfoForm';
import { useOptions } from '../../../components/options';

const FILTERS = { platformId: '', sku: '', operationUserId: '' };

/** 运营信息: which SKUs on which platforms take part, with their volume used and left. */
export function OperationInfoList() {
  const state = useResourceList({ endpoint: operationInfoList, filters: FILTERS });
  const platforms = useOptions('platforms').options;
  const users = useOperationUserOptions();
  const [editing, setEditing] = useState<{ row?: OperationInfoRow } | null>(null);
  const refresh = async (r: OperationInfoRow) => {
    const result = await call(refreshVolume, { query: { id: r.id } });
    notice.success(`已用 ${result.usedVolume} 单，剩余 ${result.remainingVolume} 单`);
    state.refresh();
  };
  const columns = [
    ...fieldColumns(operationInfoFields, ['platformName', 'sku', 'skuName', 'asin', 'currency', 'operationUserName', 'volume', 'usedVolume', 'remainingVolume', 'remark', 'updatedAt']),
    actionsColumn<OperationInfoRow>(160, (r) => (
      <RowActions>
        <EditAction code={operationInfoScreen.code('edit')} onClick={() => setEditing({ row: r })} />
        <RowAction code={operationInfoScreen.code('refresh')} onClick={() => void refresh(r)}>
          刷新单量
        </RowAction>
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="运营信息"
        state={state}
        tableKey="review.operationInfo"
        columns={columns}
        filterFields={
          <>
            <Form.Select field="platformId" label="平台" showClear style={{ width: 160 }} optionList={platforms} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="operationUserId" label="运营人员" showClear style={{ width: 140 }} optionList={users} />
          </>
        }
        toolbar={<AddButton code={operationInfoScreen.code('add')} onClick={() => setEditing({})} />}
      />
      {editing && <OperationInfoForm row={editing.row} onClose={() => setEditing(null)} onSaved={state.refresh} />}
    </>
  );
}
