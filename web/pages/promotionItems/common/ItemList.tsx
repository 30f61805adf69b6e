import type { ReactNode } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { itemPage, itemTabNum, type ItemRow } from '@shared/api/promotionItems/items';
import { itemFields } from '@shared/api/promotionItems/recordFields';
import { promotionItemMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { useItemClasses } from './pickers';
import { useOptions } from '../../../components/options';
import { ResourceList, useResourceList, type ResourceListState } from '../../../components/resource';

export const ITEM_FILTERS = { status: '', serialNo: '', name: '', classify: '', platformId: '', todo: '', submitted: '' };
export type ItemFilters = typeof ITEM_FILTERS;

export const ITEM_COLUMNS = ['serialNo', 'status', 'name', 'classify', 'platformName', 'storeName', 'skus', 'amount', 'amountCny', 'periodStart', 'periodEnd', 'overAmount', 'creatorName', 'createdAt'] as const;

/** The item list's state, opened on `initial` filters (a status, 待我审批). */
export const useItemList = (initial: Partial<ItemFilters> = {}, tabs = true) => useResourceList({ endpoint: itemPage, counts: tabs ? itemTabNum : undefined, filters: { ...ITEM_FILTERS, ...initial } });

interface ItemListProps {
  title: string;
  tableKey: string;
  state: ResourceListState<ItemRow, ItemFilters>;
  columns?: ReadonlyArray<keyof typeof itemFields & string>;
  tabs?: boolean;
  /** Only these status tabs (the states the list can show). */
  onlyTabs?: readonly string[];
  toolbar?: ReactNode;
  onOpen(row: ItemRow): void;
  selection?: { selectedKeys: Array<string | number>; onChange(keys: Array<string | number>): void };
}

/** A list of promotion items: 推广项目明细, 项目流程, 项目付款, 项目付款明细 show it with their own columns and filters. */
export function ItemList({ title, tableKey, state, columns = ITEM_COLUMNS, tabs = true, onlyTabs, toolbar, onOpen, selection }: ItemListProps) {
  const platforms = useOptions('platforms');
  const classes = useItemClasses();
  return (
    <ResourceList
      title={title}
      state={state}
      machine={tabs ? promotionItemMachine : undefined}
      tabs={onlyTabs}
      tableKey={tableKey}
      open={{ column: 'serialNo', onOpen }}
      columns={fieldColumns(itemFields, columns, { serialNo: { fixed: 'left' } })}
      rowKey={(r) => String(r.id)}
      selection={selection as never}
      filterFields={
        <>
          <Form.Input field="serialNo" label="项目单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Input field="name" label="项目名称" showClear style={{ width: 160 }} />
          <Form.Select field="classify" label="分类" showClear style={{ width: 140 }} optionList={classes} />
          <Form.Select field="platformId" label="平台" showClear filter style={{ width: 160 }} optionList={platforms.options} />
        </>
      }
      toolbar={toolbar}
    />
  );
}
