import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Form } from '@douyinfe/semi-ui';
import { IconFile } from '@douyinfe/semi-icons';
import { HEALTH_TEMPLATE_FILE, healthTemplate, importStoreHealth, queryStoreList, type PerfStoreRow } from '@shared/api/storePerformance/stores';
import { perfStoreListScreen } from '@shared/api/storePerformance/screens';
import '../../../components/table/table.css';
import '../../../components/screen.css';
import { ImportButton } from '../../../components/excel';
import { download } from '../../../lib/api';
import { useOptions } from '../../../components/options';
import { actionsColumn, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table';
import { Auth } from '../../../lib/session/Auth';
import { figureColumns, RiskTags } from '../common/figures';
import { StoreForm } from './StoreForm';

const FILTERS = { name: '', platformId: '', department: '', atRisk: '' };

/** /account/store-list: stores with department, owner and their latest health week; 导入 the weekly figures. */
export default function PerfStoreListPage() {
  const state = useResourceList({ endpoint: queryStoreList, filters: FILTERS });
  const platforms = useOptions('platforms', { asText: true });
  const navigate = useNavigate();
  const [editing, setEditing] = useState<PerfStoreRow | null>(null);
  const columns: DataColumn<PerfStoreRow>[] = [
    { key: 'storeCode', title: '店铺代码', width: 130, fixed: 'left' },
    { key: 'storeName', title: '店铺名称', width: 180, ellipsis: true },
    { key: 'platformName', title: '站点', width: 110 },
    { key: 'department', title: '部门', width: 110 },
    { key: 'ownerName', title: '店铺负责人', width: 100 },
    { key: 'week', title: '最近一周', width: 110, render: (r) => r.latest?.week ?? '未导入' },
    { key: 'risks', title: '风险项', width: 180, render: (r) => (r.latest ? <RiskTags risks={r.latest.risks} /> : '-') },
    ...figureColumns<PerfStoreRow>((r) => r.latest),
    { key: 'remark', title: '备注', width: 140, ellipsis: true, defaultHidden: true },
    actionsColumn<PerfStoreRow>(80, (r) => (
      <RowActions>
        <EditAction code={perfStoreListScreen.code('edit')} onClick={() => setEditing(r)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="绩效店铺"
        state={state}
        tableKey="storePerformance.stores"
        columns={columns}
        open={{ column: 'storeName', onOpen: (r) => navigate(`/account/store-detail?storeId=${r.storeId}`) }}
        filterFields={
          <>
            <Form.Input field="name" label="店铺" showClear style={{ width: 180 }} placeholder="名称或代码前缀" />
            <Form.Select field="platformId" label="站点" showClear style={{ width: 140 }} optionList={platforms.options} />
            <Form.Input field="department" label="部门" showClear style={{ width: 130 }} />
            <Form.Select field="atRisk" label="风险" showClear style={{ width: 120 }} optionList={[{ value: 'true', label: '有风险' }, { value: 'false', label: '正常' }]} />
          </>
        }
        toolbar={
          <Auth code={perfStoreListScreen.code('import')}>
            <ImportButton endpoint={importStoreHealth} onImported={state.refresh}>
              导入周绩效
            </ImportButton>
            {/* The spec's own template call (exportHealthTemplate), under the spec's file name. */}
            <Button theme="borderless" icon={<IconFile />} onClick={() => void download(healthTemplate, {}, HEALTH_TEMPLATE_FILE).catch(() => undefined)}>
              下载导入模板
            </Button>
          </Auth>
        }
      />
      <StoreForm
        store={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          state.refresh();
        }}
      />
    </>
  );
}
