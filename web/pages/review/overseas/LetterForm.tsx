import { Form, Typography } from '@douyinfe/semi-ui';
import { batchSendLetter, letterOptions } from '@shared/api/review/planOrder';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/** 批量发信: the mailbox and template the letters go out with; each selected order gets its own, filled with its values. */
export function LetterForm({ detailIds, onClose, onSent }: { detailIds: number[]; onClose(): void; onSent(): void }) {
  const options = useApi(letterOptions).data;
  return (
    <FormDialog
      title={`批量发信：${detailIds.length} 条`}
      visible
      schema={batchSendLetter.body!}
      toInput={(v) => ({ ...v, detailIds })}
      successText="发信完成"
      onClose={onClose}
      onSubmit={async (body) => {
        const r = await call(batchSendLetter, { body });
        const text = `已发信 ${r.sent} 条${r.failed ? `，发信失败 ${r.failed} 条` : ''}${r.skipped ? `，跳过 ${r.skipped} 条` : ''}`;
        if (r.failed) notice.error(`${text}：${r.errors.join('；')}`);
        else notice.success(text);
        onSent();
      }}
    >
      <Form.Select field="accountId" label="发件邮箱" style={{ width: '100%' }} optionList={(options?.mailboxes ?? []).map((m) => ({ value: m.id, label: `${m.senderName} <${m.email}>` }))} />
      <Form.Select field="templateId" label="模板" style={{ width: '100%' }} optionList={(options?.templates ?? []).map((t) => ({ value: t.id, label: `${t.name}（${t.language}）` }))} />
      <Typography.Text type="tertiary">发往测评人邮箱（未填则用收货地址的邮箱）；模板中的 {'{{invitationCode}}'}、{'{{sku}}'}、{'{{platformName}}'}、{'{{orderNo}}'}、{'{{customerName}}'} 取自每条明细</Typography.Text>
    </FormDialog>
  );
}
