import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { PROMOTE_KINDS } from '@shared/api/reviewerReports/common';
import { delPromoteLog, importPromoteLog, listPromoteLogPage, PROMOTE_IMPORT_KIND, PROMOTE_TEMPLATE_FILE, type PromoteLogRow } from '@shared/api/reviewerReports/promoteLog';
import { promoteLogScreen } from '@shared/api/reviewerReports/screens';
import { formatTime } from '@shared/format';
import { rangePresets } from '../../../components/DateRangePicker';
import { ImportButton, TemplateDownloadLink } from '../../../components/excel';
import { AddButton, DeleteAction, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table/DataTable';
import { useOptions } from '../../../components/options';
import { call } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { PromoteLogForm } from './PromoteLogForm';

const FILTERS = { range: [] as string[], platformId: '', asin: '', kind: '' };
const KIND_OPTIONS = Object.entries(PROMOTE_KINDS).map(([value, label]) => ({ value, label }));
type Dialog = { kind: 'add' } | { kind: 'edit'; entry: PromoteLogRow } | null;

/** /operationManager/promote-log: what was done to promote each product, written by hand or imported. */
export default function PromoteLogPage() {
  const state = useResourceList({ endpoint: listPromoteLogPage, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, from: range[0], to: range[1] }) });
  const platforms = useOptions('platforms', { asText: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns: DataColumn<PromoteLogRow>[] = [
    { key: 'actionDate', title: '推广日期', width: 110 },
    { key: 'week', title: '周', width: 90 },
    { key: 'platformCode', title: '站点', width: 90 },
    { key: 'asin', title: 'ASIN', width: 120 },
    { key: 'sku', title: 'SKU', width: 120 },
    { key: 'skuName', title: '产品', width: 160, ellipsis: true },
    { key: 'groupName', title: '产品组', width: 80 },
    { key: 'kindLabel', title: '推广类型', width: 100 },
    { key: 'content', title: '推广内容', width: 260, ellipsis: true },
    { key: 'remark', title: '备注', width: 140, ellipsis: true },
    { key: 'createdByName', title: '记录人', width: 90 },
    { key: 'createdAt', title: '记录时间', width: 160, render: (r) => formatTime(r.createdAt) },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      pinned: true,
      width: 120,
      render: (r) => (
        <RowActions>
          <EditAction code={promoteLogScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', entry: r })} />
          <DeleteAction
            code={promoteLogScreen.code('del')}
            title={`删除 ${r.asin} ${r.actionDate} 的推广日志？`}
            content="删除后评分图表上不再标注这次推广。"
            onDelete={() => call(delPromoteLog, { body: { id: r.id } })}
            onDeleted={() => state.refresh()}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ResourceList
        title="推广日志"
        state={state}
        tableKey="reviewerReports.promoteLog"
        columns={columns}
        filterFields={
          <>
            <Form.DatePicker field="range" label="推广日期" type="dateRange" presets={rangePresets()} style={{ width: 320 }} showClear />
            <Form.Select field="platformId" label="站点" showClear style={{ width: 150 }} optionList={platforms.options} />
            <Form.Input field="asin" label="ASIN" placeholder="前缀匹配" style={{ width: 140 }} showClear />
            <Form.Select field="kind" label="推广类型" showClear style={{ width: 120 }} optionList={KIND_OPTIONS} />
          </>
        }
        toolbar={
          <>
            <AddButton code={promoteLogScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
              新增推广日志
            </AddButton>
            <Auth code={promoteLogScreen.code('import')}>
              <ImportButton endpoint={importPromoteLog} onImported={() => state.refresh()} />
              <TemplateDownloadLink kind={PROMOTE_IMPORT_KIND} fileName={PROMOTE_TEMPLATE_FILE} />
            </Auth>
          </>
        }
      />
      <PromoteLogForm key={dialog?.kind === 'edit' ? dialog.entry.id : 'new'} visible={dialog !== null} entry={dialog?.kind === 'edit' ? dialog.entry : undefined} onClose={() => setDialog(null)} onSaved={() => state.refresh()} />
    </>
  );
}
