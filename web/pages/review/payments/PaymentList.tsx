import { Form } from '@douyinfe/semi-ui';
import { paymentList } from '@shared/api/review/payments';
import { paymentFields } from '@shared/api/review/recordFields';
import { PAY_METHODS } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { PaymentDrawer } from './PaymentDrawer';
import { useOptions } from '../../../components/options';

const FILTERS = { serialNo: '', method: '', transactionNo: '', reviewer: '', platformId: '', range: [] as string[] };
const METHOD_OPTIONS = Object.entries(PAY_METHODS).map(([value, m]) => ({ value, label: m.label }));
const COLUMNS = ['serialNo', 'method', 'reviewer', 'amount', 'rate', 'amountCny', 'transactionNo', 'account', 'opCount', 'platformName', 'paidAt', 'creatorName'] as const;

/** 付款记录: every payment with its rate and CNY amount; the drawer shows its operations and proofs. */
export function PaymentList() {
  const state = useResourceList({ endpoint: paymentList, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, paidFrom: range[0], paidTo: range[1] }) });
  const platforms = useOptions('platforms').options;
  const drawer = useRecordDrawer();
  return (
    <>
      <ResourceList
        title="付款"
        state={state}
        tableKey="review.payments"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={fieldColumns(paymentFields, COLUMNS, { serialNo: { fixed: 'left' } })}
        filterFields={
          <>
            <Form.Input field="serialNo" label="付款单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="method" label="付款方式" showClear style={{ width: 120 }} optionList={METHOD_OPTIONS} />
            <Form.Input field="transactionNo" label="交易号" showClear style={{ width: 170 }} placeholder="前缀匹配" />
            <Form.Input field="reviewer" label="测评人" showClear style={{ width: 180 }} placeholder="邮箱前缀" />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms} />
            <Form.DatePicker field="range" label="付款日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
      />
      {drawer.id !== undefined && <PaymentDrawer id={drawer.id} onClose={drawer.close} />}
    </>
  );
}
