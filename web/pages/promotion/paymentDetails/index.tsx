import { Form } from '@douyinfe/semi-ui';
import { paymentDetailExport, paymentDetailPage } from '@shared/api/promotion/payment';
import { paymentDetailFields } from '@shared/api/promotion/recordFields';
import { fieldColumns } from '../../../components/fields';
import { useOptions } from '../../../components/options';
import { ExportButton, ResourceList, useResourceList } from '../../../components/resource';
import '../../../components/table/table.css';
import { storedPromoteType } from '../common/promoteType';
import { PromoteTypeFilter } from '../common/PromoteTypeFilter';

const COLUMNS = ['paymentSerialNo', 'paidOn', 'paidFromBank', 'bankReference', 'claimSerialNo', 'claimantName', 'platformName', 'accountCompanyName', 'promoteType', 'month', 'sku', 'description', 'amount', 'exchangeRate', 'amountCny'] as const;

/** /promoteManager/paymentDetailManager (付款明细): every line of every paid claim, in its currency and in CNY; export as a report-centre task. */
export default function PaymentDetailPage() {
  const state = useResourceList({
    endpoint: paymentDetailPage,
    filters: { paymentSerialNo: '', claimSerialNo: '', platformId: '', promoteType: storedPromoteType() ?? '', claimantId: '', range: [] as string[] },
    toQuery: ({ range, ...rest }) => ({ ...rest, paidFrom: range[0], paidTo: range[1] }),
  });
  const platforms = useOptions('platforms');
  const claimants = useOptions('users', { asText: true });
  return (
    <ResourceList
      title="付款明细"
      state={state}
      tableKey="promotion.paymentDetails"
      columns={fieldColumns(paymentDetailFields, COLUMNS, { paymentSerialNo: { fixed: 'left' } })}
      rowKey={(r) => r.lineId}
      filterFields={
        <>
          <Form.Input field="paymentSerialNo" label="付款单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Input field="claimSerialNo" label="报销单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms.options} />
          <PromoteTypeFilter value={state.filters.values.promoteType} />
          <Form.Select field="claimantId" label="报销人" showClear filter remote onSearch={claimants.onSearch} style={{ width: 150 }} optionList={claimants.options} placeholder="输入姓名搜索" />
          <Form.DatePicker field="range" label="付款日期" type="dateRange" style={{ width: 280 }} showClear />
        </>
      }
      toolbar={<ExportButton endpoint={paymentDetailExport} query={state.query} />}
    />
  );
}
