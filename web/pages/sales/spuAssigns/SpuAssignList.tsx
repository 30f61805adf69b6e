import { Form } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { spuAssignFields } from '@shared/api/sales/recordFields';
import { spuAssignScreen } from '@shared/api/sales/screens';
import { spuAssignList, spuAssignTabNum, spuOperators, type SpuAssignRow } from '@shared/api/sales/spuAssign';
import { spuAssignMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { SpuAssignDrawer } from './SpuAssignDrawer';
import { SpuAssignForm } from './SpuAssignForm';

const FILTERS = { status: '', storeId: '', spu: '', operatorId: '' };

/** SPU分配: assignments by status with counts, filters, 新增, the drawer with audit, 更换运营 and 换SPU. */
export function SpuAssignList() {
  const state = useResourceList({ endpoint: spuAssignList, counts: spuAssignTabNum, filters: FILTERS });
  const operators = useApi(spuOperators).data ?? [];
  const drawer = useRecordDrawer();
  const columns = fieldColumns(spuAssignFields, ['spu', 'spuName', 'storeName', 'operatorName', 'status', 'replaceSpu', 'auditorName', 'createdAt'], { spu: { fixed: 'left' } });
  const rows = state.list.rows as SpuAssignRow[];

  return (
    <>
      <ResourceList
        title={spuAssignMachine.title}
        state={state}
        machine={spuAssignMachine}
        tableKey="sales.spuAssigns"
        open={{ column: 'spu', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        emptyText="还没有SPU分配：点“新增”选择店铺和SPU"
        filterFields={
          <>
            <StoreSelect field="storeId" label="店铺" asText style={{ width: 240 }} />
            <Form.Input field="spu" label="SPU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="operatorId" label="负责运营" showClear style={{ width: 140 }} optionList={operators.map((o) => ({ ...o, value: String(o.value) }))} />
          </>
        }
        toolbar={
          <Auth code={spuAssignScreen.code('add')}>
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => drawer.edit()}>
              新增
            </LockButton>
          </Auth>
        }
      />
      {drawer.editing && (
        <SpuAssignForm
          row={rows.find((r) => r.id === drawer.editing?.id)}
          onClose={drawer.closeForm}
          onSaved={state.refresh}
        />
      )}
      {drawer.id !== undefined && (
        <SpuAssignDrawer
          id={drawer.id}
          onClose={drawer.close}
          onEdit={(id) => drawer.edit(id)}
          onChanged={state.refresh}
        />
      )}
    </>
  );
}
