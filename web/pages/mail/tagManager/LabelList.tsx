import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addLabel, deleteLabel, LABEL_COLORS, labelName, labelPageList, type LabelRow } from '@shared/api/mail/labels';
import { labelFields } from '@shared/api/mail/recordFields';
import { tagManagerScreen as screen } from '@shared/api/mail/screens';
import { z } from 'zod';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { actionsColumn, AddButton, DeleteAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { LabelTag } from '../shared/LabelTag';

const FILTERS = { name: '' };
const COLOR_NAMES: Record<(typeof LABEL_COLORS)[number], string> = { blue: '蓝', green: '绿', orange: '橙', red: '红', violet: '紫', grey: '灰' };
const schema = z.object({ name: labelName, color: z.enum(LABEL_COLORS) });

/** 标签管理: the labels agents put on conversations; deleting one takes it off every conversation. */
export function LabelList() {
  const state = useResourceList({ endpoint: labelPageList, filters: FILTERS });
  const [adding, setAdding] = useState(false);
  const columns = [
    ...fieldColumns(labelFields, ['name', 'color', 'rooms', 'createdAt'], { name: { render: (r: LabelRow) => <LabelTag name={r.name} color={r.color} /> }, color: { render: (r: LabelRow) => COLOR_NAMES[r.color as keyof typeof COLOR_NAMES] ?? r.color } }),
    actionsColumn(90, (r: LabelRow) => (
      <RowActions>
        <DeleteAction code={screen.code('del')} title={`删除标签「${r.name}」？`} content={`将从 ${r.rooms} 个会话上移除该标签。`} onDelete={() => call(deleteLabel, { params: { id: r.id } })} onDeleted={state.refresh} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="标签"
        state={state}
        tableKey="mail.labels"
        columns={columns}
        filterFields={<Form.Input field="name" label="名称" showClear style={{ width: 180 }} />}
        toolbar={<AddButton code={screen.code('add')} onClick={() => setAdding(true)} />}
      />
      <FormDialog
        title="新增标签"
        visible={adding}
        schema={schema}
        initValues={{ color: 'blue' }}
        successText="新增成功"
        onClose={() => setAdding(false)}
        onSubmit={async (body) => {
          await call(addLabel, { body });
          state.refresh();
        }}
      >
        <Form.Input field="name" label="标签名称" />
        <Form.RadioGroup field="color" label="颜色" options={LABEL_COLORS.map((c) => ({ value: c, label: <LabelTag name={COLOR_NAMES[c]} color={c} /> }))} />
      </FormDialog>
    </>
  );
}
