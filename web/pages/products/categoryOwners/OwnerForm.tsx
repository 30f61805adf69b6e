import { Form } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { addOrUpdCategoryUser, type CategoryUserRow } from '@shared/api/products/category';
import { FormDialog } from '../../../components/form/FormDialog';
import { useUserOptions } from '../../../components/pickers/options';
import { call } from '../../../lib/api';

const schema = z.object({ userIds: z.array(z.number()).max(20, '一个品类最多20个负责人').default([]) });

/** 设置负责人: the owners of one category (replacing the old ones). */
export function OwnerForm({ row, onClose, onSaved }: { row: CategoryUserRow | null; onClose(): void; onSaved(): void }) {
  const users = useUserOptions(row !== null);
  return (
    <FormDialog
      title={row ? `设置负责人：${row.path}` : ''}
      visible={row !== null}
      schema={schema}
      initValues={{ userIds: row?.owners.map((o) => o.userId) ?? [] }}
      successText="负责人已更新"
      onClose={onClose}
      onSubmit={async ({ userIds }) => {
        await call(addOrUpdCategoryUser, { body: { categoryId: row!.categoryId, userIds } });
        onSaved();
      }}
    >
      <Form.Select field="userIds" label="负责人" multiple filter style={{ width: '100%' }} optionList={users.options} loading={users.loading} placeholder="可多选；负责人也负责下级品类" />
      {row && row.inheritedOwners.length > 0 && <Form.Slot label="上级负责人">{row.inheritedOwners.map((o) => o.name).join('、')}</Form.Slot>}
    </FormDialog>
  );
}
