import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { spuAssignFields } from '@shared/api/sales/recordFields';
import { spuAssignScreen } from '@shared/api/sales/screens';
import { changeOperator, changeOperatorBody, spuAssignTransitions, spuAuditInfo, spuOperators } from '@shared/api/sales/spuAssign';
import { spuAssignMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { SearchSelect } from '../../../components/pickers/SearchSelect';
import { useSpuOptions } from '../common/useSpus';

const NAMES = ['spu', 'spuName', 'storeName', 'operatorName', 'replaceSpu', 'remark', 'auditorName', 'auditedAt', 'creatorName', 'createdAt'] as const;

interface SpuAssignDrawerProps {
  id: number;
  onClose(): void;
  onEdit(id: number): void;
  onChanged(): void;
}

/** An SPU assignment: its fields, 编辑, 更换运营, the actions allowed now (换SPU asks for the new SPU) and its log. */
export function SpuAssignDrawer({ id, onClose, onEdit, onChanged }: SpuAssignDrawerProps) {
  const drawer = useRecordDetail({ detail: { endpoint: spuAuditInfo, query: { id } }, onClose, onChanged });
  const a = drawer.record;
  const spus = useSpuOptions(a?.storeId);
  const operators = useApi(spuOperators).data ?? [];
  const [changing, setChanging] = useState(false);
  const editable = a?.actions.some((x) => x.action === 'assign');

  return (
    <>
      <DetailSheet
        {...drawer.sheet}
        machine={spuAssignMachine}
        heading={a?.spu}
        fields={spuAssignFields}
        names={NAMES}
        transitions={spuAssignTransitions}
        actionFields={{ replace: <SearchSelect field="newSpu" label="新SPU" searched={spus} placeholder="输入SPU前缀搜索" rules={[{ required: true, message: '请选择新SPU' }]} /> }}
        buttons={
          <>
            {editable && <LockButton onClick={() => onEdit(id)}>编辑</LockButton>}
            {a?.status === 'assigned' && (
              <Auth code={spuAssignScreen.code('changeOperator')}>
                <LockButton onClick={() => setChanging(true)}>更换运营</LockButton>
              </Auth>
            )}
          </>
        }
      />
      {changing && (
        <FormDialog
          title="更换运营"
          visible
          schema={changeOperatorBody}
          toInput={(v) => ({ ...v, id, version: a?.version })}
          onSubmit={async (body) => {
            await call(changeOperator, { body });
            onChanged();
            await drawer.reload();
          }}
          onClose={() => setChanging(false)}
          successText="已更换运营"
        >
          <Form.Select field="operatorId" label="新运营" style={{ width: '100%' }} optionList={operators.filter((o) => o.value !== a?.operatorId)} rules={[{ required: true, message: '请选择新运营' }]} />
          <Form.TextArea field="comment" label="原因" maxCount={500} />
        </FormDialog>
      )}
    </>
  );
}
