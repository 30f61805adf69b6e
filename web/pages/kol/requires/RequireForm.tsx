import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addOrUpdKolRequire, getAllChangeUser, getMarketPlatInfo, requireFields, type RequireDetail } from '@shared/api/kol/require';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';
import { CHANNEL_OPTIONS, withDays } from '../common/options';
import { CURRENCY_OPTIONS } from '../../../components/options';
import { FilesField, type Uploaded } from './FilesField';

interface RequireFormProps {
  visible: boolean;
  /** The draft to edit; absent for a new one. */
  record?: RequireDetail;
  onClose(): void;
  onSaved(id: number): void;
}

/** The platforms the typed SKU is sold on (within the user's platforms). */
function PlatformSelect({ sku }: { sku: string }) {
  const info = useApi(sku.trim().length >= 3 ? getMarketPlatInfo : null, { sku: sku.trim() }, { silent: true });
  return (
    <Form.Select
      field="platformId"
      label="市场平台"
      style={{ width: '100%' }}
      optionList={(info.data?.platforms ?? []).map((p) => ({ value: p.platformId, label: `${p.platformName}（${p.asin}）` }))}
      emptyContent={info.error ? '该 SKU 不存在' : '先填写 SKU'}
      extraText={info.data?.productName}
    />
  );
}

/** 新增/编辑KOL需求: product, platform, channel, budget, wanted posts, deadline, owner. */
export function RequireForm({ visible, record, onClose, onSaved }: RequireFormProps) {
  const owners = useApi(visible ? getAllChangeUser : null);
  const [files, setFiles] = useState<Uploaded[]>([]);
  // A new requirement is due in 30 days from when the form opens.
  const [defaultDeadline] = useState(() => new Date(Date.now() + 30 * 86_400_000));
  return (
    <FormDialog
      title={record ? `编辑KOL需求 ${record.serialNo}` : '新增KOL需求'}
      visible={visible}
      schema={requireFields}
      initValues={record ?? { currency: 'USD', wantedPosts: 1, channel: 'youtube', deadline: defaultDeadline }}
      toInput={(v) => ({ ...withDays(v, ['deadline']), fileIds: files.map((f) => f.id) })}
      successText="保存成功"
      onClose={() => {
        setFiles([]);
        onClose();
      }}
      onSubmit={async (body) => {
        const saved = await call(addOrUpdKolRequire, { body: { ...body, id: record?.id, version: record?.version } });
        setFiles([]);
        onSaved(saved.id);
      }}
    >
      {(values) => (
        <>
          <Form.Input field="sku" label="SKU" placeholder="输入完整 SKU" />
          <PlatformSelect sku={String(values.sku ?? '')} />
          <Form.Select field="channel" label="KOL渠道" style={{ width: '100%' }} optionList={CHANNEL_OPTIONS} />
          <Form.Input field="budget" label="预算" />
          <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
          <Form.InputNumber field="wantedPosts" label="期望帖子数" min={1} max={1000} style={{ width: '100%' }} />
          <Form.DatePicker field="deadline" label="截止日期" style={{ width: '100%' }} />
          <Form.Select field="ownerId" label="负责人" showClear style={{ width: '100%' }} optionList={(owners.data ?? []).map((u) => ({ value: u.id, label: u.name }))} placeholder="市场推广人员（可稍后指定）" />
          <Form.TextArea field="description" label="需求说明" maxCount={1000} />
          <FilesField files={files} kept={(record?.attachments ?? []).map((a) => a.name)} onChange={setFiles} />
        </>
      )}
    </FormDialog>
  );
}
