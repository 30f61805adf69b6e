import Big from 'big.js';
import { useState } from 'react';
import { Form, Typography, Upload, Button } from '@douyinfe/semi-ui';
import { IconUpload } from '@douyinfe/semi-icons';
import type { OrderOpRow } from '@shared/api/review/orderOps';
import { payOrderOp, payOrderOpBody } from '@shared/api/review/payments';
import { uploadFile } from '@shared/api/tool';
import { PAY_METHODS } from '@shared/workflow';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, upload } from '../../../lib/api';
import { notice } from '../../../lib/notice';

const METHOD_OPTIONS = Object.entries(PAY_METHODS).map(([value, m]) => ({ value, label: m.label }));

/** 付款: the selected operations (one reviewer, one currency), how they were paid, the proof; the amount is their sum. */
export function PayForm({ ops, onClose, onPaid }: { ops: OrderOpRow[]; onClose(): void; onPaid(): void }) {
  const [files, setFiles] = useState<Array<{ id: number; name: string }>>([]);
  const total = ops.reduce((s, o) => s.plus(o.amount ?? 0), new Big(0)).toFixed(2);
  const currencies = [...new Set(ops.map((o) => o.currency))];
  return (
    <FormDialog
      title={`付款：${ops.length} 条`}
      visible
      width={600}
      schema={payOrderOpBody}
      initValues={{ method: 'paypal', account: ops[0]?.reviewerEmail ?? '', paidAt: new Date() }}
      toInput={(v) => ({ ...v, ops: ops.map((o) => ({ id: o.id, version: o.version })), paidAt: v.paidAt instanceof Date ? v.paidAt.toISOString() : v.paidAt, fileIds: files.map((f) => f.id) })}
      successText="付款成功"
      onClose={onClose}
      onSubmit={async (body) => {
        const paid = await call(payOrderOp, { body });
        notice.success(`付款单 ${paid.serialNo}：${paid.amount} ${paid.currency}，折合人民币 ${paid.amountCny}`);
        onPaid();
      }}
    >
      <Form.Slot label="付款金额">
        <Typography.Text strong>
          {total} {currencies.join('/')}
        </Typography.Text>
        <Typography.Text type="tertiary">（{ops.map((o) => o.serialNo).join('、')}）</Typography.Text>
      </Form.Slot>
      <Form.Select field="method" label="付款方式" style={{ width: '100%' }} optionList={METHOD_OPTIONS} />
      <Form.Input field="account" label="收款账号" placeholder="PayPal 邮箱、礼品卡号或银行账号" />
      <Form.Input field="transactionNo" label="交易号" />
      <Form.DatePicker field="paidAt" label="付款时间" type="dateTime" style={{ width: '100%' }} />
      <Form.Slot label="付款凭证">
        <Upload
          action=""
          showUploadList={false}
          customRequest={({ fileInstance, onSuccess, onError }) => {
            upload(uploadFile, fileInstance)
              .then((f) => {
                setFiles((list) => [...list, { id: f.id, name: f.name }]);
                onSuccess({});
              })
              .catch((e: Error) => onError({ status: 0 }, e as never));
          }}
        >
          <Button size="small" icon={<IconUpload />}>
            上传凭证
          </Button>
        </Upload>
        {files.map((f) => (
          <div key={f.id}>{f.name}</div>
        ))}
      </Form.Slot>
      <Form.TextArea field="remark" label="备注" autosize maxCount={500} />
    </FormDialog>
  );
}
