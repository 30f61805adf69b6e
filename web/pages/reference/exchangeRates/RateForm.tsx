import { Form } from '@douyinfe/semi-ui';
import { formatTime } from '@shared/format';
import { addOrUpdateRate, rateBody, type RateRow } from '@shared/api/reference/rates';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';
import { useForeignCurrencyOptions } from '../useReferenceOptions';

/** 新增/编辑汇率: one currency's rate to CNY on one day. */
export function RateForm({ rate, visible, onClose, onSaved }: { rate?: RateRow; visible: boolean; onClose(): void; onSaved(): void }) {
  const currencies = useForeignCurrencyOptions();
  return (
    <FormDialog
      title={rate ? `编辑汇率：${rate.currency} ${rate.rateDate}` : '新增汇率'}
      visible={visible}
      schema={rateBody}
      initValues={rate ? { currency: rate.currency, rateDate: rate.rateDate, rate: rate.rate } : { currency: 'USD', rateDate: new Date() }}
      toInput={({ rateDate, ...rest }) => ({ ...rest, id: rate?.id, rateDate: rateDate ? formatTime(rateDate as string | Date, 'yyyy-MM-dd') : '' })}
      successText={rate ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdateRate, { body });
        onSaved();
      }}
    >
      <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={currencies} filter />
      <Form.DatePicker field="rateDate" label="日期" style={{ width: '100%' }} />
      <Form.Input field="rate" label="汇率" inputMode="decimal" placeholder="1 外币 = ? 人民币，最多六位小数" />
    </FormDialog>
  );
}
