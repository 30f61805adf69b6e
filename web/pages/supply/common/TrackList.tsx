import { useState, type ReactNode } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { supplyPlanTrackPage, supplyPlanTrackTabNum, type TrackRow } from '@shared/api/supply/tracks';
import { supplyTrackMachine } from '@shared/workflow';
import { ResourceList, useResourceList } from '../../../components/resource';
import { trackColumns } from './trackColumns';
import { StoreSelect } from '../../../components/pickers/StoreSelect';

const FILTERS = { status: '', serialNo: '', sku: '', storeId: '', planId: '' };

interface TrackListProps {
  title: string;
  tableKey: string;
  toolbar?(selected: number[], refresh: () => void, clear: () => void, query: Record<string, unknown>): ReactNode;
}

/** A track list with its status tabs, filters and row actions (计划跟踪, 运营供货计划). */
export function TrackList({ title, tableKey, toolbar }: TrackListProps) {
  const state = useResourceList({ endpoint: supplyPlanTrackPage, counts: supplyPlanTrackTabNum, filters: FILTERS });
  const [selected, setSelected] = useState<Array<string | number>>([]);
  return (
    <ResourceList<TrackRow, typeof FILTERS>
      title={title}
      state={state}
      machine={supplyTrackMachine}
      tableKey={tableKey}
      columns={trackColumns(state.refresh)}
      selection={toolbar ? { selectedKeys: selected, onChange: setSelected } : undefined}
      emptyText="没有计划跟踪：在“FBA补货计划”中把建议生成供货计划"
      filterFields={
        <>
          <Form.Input field="serialNo" label="跟踪单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
          <StoreSelect field="storeId" label="店铺" source="supply" asText style={{ width: 220 }} />
        </>
      }
      toolbar={toolbar?.(selected.map(Number), state.refresh, () => setSelected([]), state.query)}
    />
  );
}
