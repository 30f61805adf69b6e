import { useState } from 'react';
import { List, Modal, TextArea, Typography } from '@douyinfe/semi-ui';
import { addSupplySkuLog, querySupplySkuLog } from '@shared/api/supply/plans';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { dateTime } from '../common/looks';

interface SkuNotesProps {
  planId: number;
  line: { skuId: number; sku: string } | null;
  /** May add notes (element code); everyone who sees the plan reads them. */
  canAdd: boolean;
  onClose(): void;
}

/** SKU备注: the notes about one SKU of the plan, newest first, and a new one. */
export function SkuNotes({ planId, line, canAdd, onClose }: SkuNotesProps) {
  const [content, setContent] = useState('');
  const notes = useApi(line ? querySupplySkuLog : null, { planId, skuId: line?.skuId ?? null });
  const add = async () => {
    await call(addSupplySkuLog, { body: { planId, skuId: line!.skuId, content } });
    notice.success('备注已添加');
    setContent('');
    await notes.mutate();
  };
  return (
    <Modal title={line ? `SKU备注：${line.sku}` : ''} visible={line !== null} onCancel={onClose} footer={null} width={560}>
      <List
        size="small"
        loading={!notes.data}
        dataSource={notes.data ?? []}
        emptyContent={<Typography.Text type="tertiary">暂无备注</Typography.Text>}
        renderItem={(n) => (
          <List.Item
            main={
              <div>
                <Typography.Text type="tertiary" size="small">
                  {n.creatorName} · {dateTime(n.createdAt)}
                </Typography.Text>
                <div>{n.content}</div>
              </div>
            }
          />
        )}
      />
      {canAdd && (
        <div style={{ margin: '12px 0 20px' }}>
          <TextArea value={content} onChange={setContent} maxCount={500} rows={3} placeholder="为什么比建议多或少、何时需要…" aria-label="备注内容" />
          <LockButton theme="solid" style={{ marginTop: 8 }} onClick={() => void add().catch(() => undefined)}>
            添加备注
          </LockButton>
        </div>
      )}
    </Modal>
  );
}
