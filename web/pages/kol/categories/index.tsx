import '../../../components/table/table.css';
import '../../../components/screen.css';
import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addOrUpdKolCategory, categoryBody, deleteKolCategory, queryKolCategoryList, type KolCategoryRow } from '@shared/api/kol/pool';
import { kolCategoryScreen } from '@shared/api/kol/screens';
import { FormDialog } from '../../../components/form/FormDialog';
import { actionsColumn, AddButton, DeleteAction, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';

type Dialog = { kind: 'add' } | { kind: 'edit'; row: KolCategoryRow } | null;

/** /kol/kol-category: KOL分类 — name, sort, how many influencers each holds. */
export default function KolCategoryPage() {
  const state = useResourceList({ endpoint: queryKolCategoryList, filters: { name: '' } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = [
    { title: '分类名称', dataIndex: 'name', width: 200 },
    { title: '排序', dataIndex: 'sort', width: 80 },
    { title: '红人数', dataIndex: 'kolCount', width: 100 },
    { title: '备注', dataIndex: 'remark' },
    actionsColumn(140, (row: KolCategoryRow) => (
      <RowActions>
        <EditAction code={kolCategoryScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', row })} />
        <DeleteAction
          code={kolCategoryScreen.code('del')}
          title={`删除分类「${row.name}」？`}
          content="删除后不可恢复。"
          blockedReason={row.kolCount > 0 ? '该分类下还有红人，不能删除' : undefined}
          onDelete={() => call(deleteKolCategory, { query: { id: row.id } })}
          onDeleted={state.refresh}
        />
      </RowActions>
    )),
  ];
  const editing = dialog?.kind === 'edit' ? dialog.row : undefined;
  return (
    <>
      <ResourceList
        title="KOL分类"
        state={state}
        tableKey="kol.categories"
        columns={columns as never}
        filterFields={<Form.Input field="name" label="分类名称" showClear style={{ width: 200 }} />}
        toolbar={<AddButton code={kolCategoryScreen.code('add')} onClick={() => setDialog({ kind: 'add' })} />}
      />
      <FormDialog
        key={editing?.id ?? 'new'}
        title={editing ? `编辑分类：${editing.name}` : '新增分类'}
        visible={dialog !== null}
        schema={categoryBody}
        initValues={editing ?? { sort: 0 }}
        successText="保存成功"
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await call(addOrUpdKolCategory, { body: { ...body, id: editing?.id } });
          state.refresh();
        }}
      >
        <Form.Input field="name" label="分类名称" />
        <Form.InputNumber field="sort" label="排序" min={0} max={9999} style={{ width: '100%' }} />
        <Form.TextArea field="remark" label="备注" maxCount={200} />
      </FormDialog>
    </>
  );
}
