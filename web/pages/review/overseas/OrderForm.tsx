import { Form } from '@douyinfe/semi-ui';
import { savePlanOrderDetail, type DetailRow } from '@shared/api/review/detail';
import { REVIEWER_STATES } from '@shared/workflow';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { call } from '../../../lib/api';
import { CURRENCY_OPTIONS } from '../../../components/options';

const REVIEWER_OPTIONS = optionsOf(Object.fromEntries(Object.entries(REVIEWER_STATES).map(([k, v]) => [k, v.label])));

/** 保存订单: the marketplace order of one detail; with an order number a committed address becomes 已下单. */
export function OrderForm({ detail, onClose, onSaved }: { detail: DetailRow; onClose(): void; onSaved(): void }) {
  return (
    <FormDialog
      title={`订单信息：${detail.invitationCode}`}
      visible
      schema={savePlanOrderDetail.body!}
      initValues={{
        marketOrderNo: detail.marketOrderNo ?? '',
        orderAmount: detail.orderAmount ?? '',
        orderCurrency: detail.orderCurrency ?? '',
        reviewerStatus: detail.reviewerStatus,
        reviewerEmail: detail.reviewerEmail ?? '',
        remark: detail.remark ?? '',
      }}
      toInput={(values) => ({ ...values, id: detail.id, version: detail.version })}
      successText="保存成功"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(savePlanOrderDetail, { body });
        onSaved();
      }}
    >
      <Form.Input field="marketOrderNo" label="订单号" />
      <Form.Input field="orderAmount" label="订单金额" inputMode="decimal" />
      <Form.Select field="orderCurrency" label="订单币种" showClear style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
      <Form.Select field="reviewerStatus" label="测评人状态" style={{ width: '100%' }} optionList={REVIEWER_OPTIONS} />
      <Form.Input field="reviewerEmail" label="测评人邮箱" />
      <Form.TextArea field="remark" label="备注" autosize maxCount={500} />
    </FormDialog>
  );
}
