import { Form } from '@douyinfe/semi-ui';
import { addOrUpdKeywordTask, keywordTaskInput, type KeywordTaskRow } from '@shared/api/storePerformance/keywords';
import { FormDialog } from '../../../components/form/FormDialog';
import { useOptions } from '../../../components/options';
import { call } from '../../../lib/api';
import { useStoreOptions } from '../common/useStoreOptions';

/** 新增 / 编辑 a keyword task; editing sends the version shown. */
export function KeywordForm({ editing, onClose, onSaved }: { editing: KeywordTaskRow | 'new' | null; onClose(): void; onSaved(): void }) {
  const stores = useStoreOptions();
  const users = useOptions('users', { enabled: editing !== null });
  const row = editing && editing !== 'new' ? editing : undefined;
  return (
    <FormDialog
      title={row ? '编辑关键词任务' : '新增关键词任务'}
      visible={editing !== null}
      schema={keywordTaskInput}
      initValues={row ? { ...row, currentRank: row.currentRank ?? '' } : { targetRank: 10 }}
      successText={row ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdKeywordTask, { body });
        onSaved();
      }}
    >
      <Form.Select field="storeId" label="店铺" filter remote onSearch={stores.onSearch} style={{ width: '100%' }} optionList={row ? [{ value: row.storeId, label: row.storeName }, ...stores.options] : stores.options} />
      <Form.Input field="asin" label="ASIN" placeholder="10位，如 B0C1234567" />
      <Form.Input field="keyword" label="关键词" />
      <Form.InputNumber field="targetRank" label="目标排名" min={1} max={1000} style={{ width: '100%' }} />
      <Form.InputNumber field="currentRank" label="当前排名" min={1} max={1000} style={{ width: '100%' }} />
      <Form.Select field="ownerId" label="负责人" showClear filter remote={!!users.onSearch} onSearch={users.onSearch} style={{ width: '100%' }} optionList={users.options} />
      <Form.TextArea field="remark" label="备注" rows={2} maxCount={500} />
    </FormDialog>
  );
}
