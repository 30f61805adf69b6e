import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { delKeywordTask, queryKeywordTaskList, type KeywordTaskRow } from '@shared/api/storePerformance/keywords';
import { keywordTaskFields } from '@shared/api/storePerformance/recordFields';
import { keywordTaskScreen } from '@shared/api/storePerformance/screens';
import '../../../components/table/table.css';
import '../../../components/screen.css';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, DeleteAction, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { useStoreOptions } from '../common/useStoreOptions';
import { KeywordForm } from './KeywordForm';

const FILTERS = { storeId: '', asin: '', keyword: '', reached: '' };

/** /operationManager/keyword-manager: keywords watched per ASIN and store, target and current rank. */
export default function KeywordTaskPage() {
  const state = useResourceList({ endpoint: queryKeywordTaskList, filters: FILTERS });
  const stores = useStoreOptions(true);
  const [editing, setEditing] = useState<KeywordTaskRow | 'new' | null>(null);
  const columns = [
    ...fieldColumns(keywordTaskFields, ['storeName', 'platformName', 'asin', 'keyword', 'targetRank', 'currentRank', 'reached', 'ownerName', 'remark', 'updatedAt']),
    actionsColumn<KeywordTaskRow>(130, (r) => (
      <RowActions>
        <EditAction code={keywordTaskScreen.code('edit')} onClick={() => setEditing(r)} />
        <DeleteAction
          code={keywordTaskScreen.code('del')}
          compact
          title={`删除关键词任务「${r.keyword}」？`}
          content={`${r.storeName} · ${r.asin}：删除后不再跟踪该关键词。`}
          onDelete={() => call(delKeywordTask, { query: { id: r.id, version: r.version } })}
          onDeleted={state.refresh}
        />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="关键词任务"
        state={state}
        tableKey="storePerformance.keywords"
        columns={columns}
        filterFields={
          <>
            <Form.Select field="storeId" label="店铺" showClear filter remote onSearch={stores.onSearch} style={{ width: 200 }} optionList={stores.options} />
            <Form.Input field="asin" label="ASIN" showClear style={{ width: 150 }} placeholder="前缀匹配" />
            <Form.Input field="keyword" label="关键词" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="reached" label="是否达标" showClear style={{ width: 120 }} optionList={[{ value: 'true', label: '已达标' }, { value: 'false', label: '未达标' }]} />
          </>
        }
        toolbar={<AddButton code={keywordTaskScreen.code('add')} onClick={() => setEditing('new')} />}
      />
      <KeywordForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          state.refresh();
        }}
      />
    </>
  );
}
