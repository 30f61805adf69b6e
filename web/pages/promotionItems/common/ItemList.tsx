import { useEffect, type ReactNode } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { itemPage, itemTabNum, type ItemRow } from '@shared/api/promotionItems/items';
import { itemFields } from '@shared/api/promotionItems/recordFields';
import { promotionItemMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { useItemClasses } from './pickers';
import { useOptions } from '../../../components/options';
import { ResourceList, useResourceList, type ResourceListState } from '../../../components/resource';
import { ALL_TAB } from '../../../components/workflow/StatusTabs';
import { useApi } from '../../../lib/api';

export const ITEM_FILTERS = { status: '', serialNo: '', name: '', classify: '', platformId: '', todo: '', submitted: '' };
export type ItemFilters = typeof ITEM_FILTERS;

export const ITEM_COLUMNS = ['serialNo', 'status', 'name', 'classify', 'platformName', 'storeName', 'skus', 'amount', 'amountCny', 'periodStart', 'periodEnd', 'overAmount', 'creatorName', 'createdAt'] as const;

/**
 * The item list's state, opened on `initial` filters (a status, 待我审批). The tab counts are asked
 * with the list's own filters (all but the status), so each tab counts what the list shows under it.
 */
export function useItemList(initial: Partial<ItemFilters> = {}, tabs = true): ResourceListState<ItemRow, ItemFilters> {
  const state = useResourceList({ endpoint: itemPage, filters: { ...ITEM_FILTERS, ...initial } });
  const { status: _, ...filters } = state.filters.values;
  const counts = useApi(tabs ? itemTabNum : null, filters);
  return {
    ...state,
    tabs: { ...state.tabs, counts: counts.data },
    refresh: () => {
      state.refresh();
      void counts.mutate();
    },
  };
}

/** When the tabs change so the chosen status has none (只看待我审批 toggled), the list goes back to 全部. */
function useStatusWithinTabs(state: ResourceListState<ItemRow, ItemFilters>, onlyTabs: readonly string[] | undefined) {
  const status = state.tabs.value;
  const hidden = onlyTabs !== undefined && status !== ALL_TAB && !onlyTabs.includes(status);
  useEffect(() => {
    if (hidden) state.tabs.onChange(ALL_TAB);
    // only when the chosen status loses its tab
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);
}

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
  useStatusWithinTabs(state, tabs ? onlyTabs : undefined);
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
