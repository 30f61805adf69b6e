import { Form } from '@douyinfe/semi-ui';

/** What 付款 asks: the day paid, the bank reference, a remark. */
export function PayFields() {
  return (
    <>
      <Form.DatePicker field="paidDate" label="付款日期" type="date" format="yyyy-MM-dd" style={{ width: '100%' }} rules={[{ required: true, message: '请选择付款日期' }]} />
      <Form.Input field="paidReference" label="付款流水号" rules={[{ required: true, message: '请填写付款流水号' }]} />
      <Form.TextArea field="payRemark" label="付款备注" autosize rows={2} maxCount={500} />
    </>
  );
}
