import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { categoryReasonFields } from '@shared/api/products/fields';
import { categoryReasonPage, reasonKindLabels, setCategoryReasonEnabled, type CategoryReasonRow } from '@shared/api/products/reason';
import { categoryReasonScreen } from '@shared/api/products/screens';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { useCategoryTree } from '../common/pickers';
import { ReasonForm } from './ReasonForm';

const FILTERS = { categoryId: '', kind: '', enabled: '' };
const ENABLED_OPTIONS = [{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }];
const EFFECTS = { disable: '停用后登记售后或差评时不再可选，已登记的记录保留。', enable: '启用后可再次选择。' };

type Dialog = { kind: 'add' } | { kind: 'edit'; reason: CategoryReasonRow } | null;

/** 品类原因: the after-sales and review reasons of each first-level category. */
export function ReasonList() {
  const state = useResourceList({ endpoint: categoryReasonPage, filters: FILTERS });
  const [dialog, setDialog] = useState<Dialog>(null);
  const tops = useCategoryTree().map((n) => ({ value: n.value, label: n.label }));
  const columns = [
    ...fieldColumns(categoryReasonFields, ['categoryName', 'kind', 'reason', 'sort', 'enabled', 'createdAt']),
    {
      key: 'actions',
      title: '操作',
      pinned: true,
      fixed: 'right' as const,
      width: 130,
      render: (r: CategoryReasonRow) => (
        <RowActions>
          <EditAction code={categoryReasonScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', reason: r })} />
          <EnableAction code={categoryReasonScreen.code('edit')} enabled={r.enabled} name={`原因「${r.reason}」`} effects={EFFECTS} onToggle={(enabled) => call(setCategoryReasonEnabled, { body: { id: r.id, enabled } }).then(state.refresh)} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ResourceList
        title="品类原因"
        state={state}
        tableKey="products.reasons"
        columns={columns}
        filterFields={
          <>
            <Form.Select field="categoryId" label="一级品类" showClear style={{ width: 150 }} optionList={tops} />
            <Form.Select field="kind" label="类型" showClear style={{ width: 120 }} optionList={optionsOf(reasonKindLabels)} />
            <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={ENABLED_OPTIONS} />
          </>
        }
        toolbar={
          <AddButton code={categoryReasonScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            新增原因
          </AddButton>
        }
      />
      <ReasonForm key={dialog?.kind === 'edit' ? dialog.reason.id : 'new'} visible={dialog !== null} reason={dialog?.kind === 'edit' ? dialog.reason : undefined} topCategories={tops} onClose={() => setDialog(null)} onSaved={state.refresh} />
    </>
  );
}
