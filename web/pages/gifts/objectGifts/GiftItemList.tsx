import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { giftItemFields } from '@shared/api/gifts/recordFields';
import { objectGiftScreen } from '@shared/api/gifts/screens';
import { giftItemPage, saveGiftItem, saveGiftItemBody, type GiftItemRow } from '@shared/api/gifts/stock';
import { CURRENCIES } from '@shared/api/inputs';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { actionsColumn, AddButton, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';

/** 实物礼品: one gift per SKU with its unit value and total stock; 新增, 编辑. */
export function GiftItemList() {
  const state = useResourceList({ endpoint: giftItemPage, filters: { keyword: '' } });
  const [editing, setEditing] = useState<GiftItemRow | 'new' | null>(null);
  const row = editing === 'new' || editing === null ? undefined : editing;
  const columns = [
    ...fieldColumns(giftItemFields, ['sku', 'name', 'unitValue', 'stock', 'enabled', 'remark', 'createdAt']),
    actionsColumn(80, (r: GiftItemRow) => (
      <RowActions>
        <EditAction code={objectGiftScreen.code('edit')} onClick={() => setEditing(r)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="实物礼品"
        state={state}
        tableKey="gifts.objectGifts"
        columns={columns}
        filterFields={<Form.Input field="keyword" label="SKU/名称" showClear style={{ width: 200 }} placeholder="前缀匹配" />}
        toolbar={<AddButton code={objectGiftScreen.code('add')} onClick={() => setEditing('new')} />}
      />
      <FormDialog
        key={row?.id ?? 'new'}
        title={row ? `编辑实物礼品：${row.name}` : '新增实物礼品'}
        visible={editing !== null}
        schema={saveGiftItemBody}
        initValues={row ? { ...row, remark: row.remark ?? '' } : { currency: 'USD', enabled: true }}
        successText={row ? '保存成功' : '新增成功'}
        onClose={() => setEditing(null)}
        onSubmit={(body) => call(saveGiftItem, { body: { ...body, id: row?.id } }).then(state.refresh)}
      >
        <Form.Input field="sku" label="SKU" />
        <Form.Input field="name" label="礼品名称" />
        <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        <Form.Input field="unitValue" label="单价" />
        <Form.Switch field="enabled" label="启用" />
        <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
      </FormDialog>
    </>
  );
}
