import { Form } from '@douyinfe/semi-ui';
import '../../../components/table/table.css';
import { soOrderFields } from '@shared/api/review/recordFields';
import { exportSoOrder, soOrderList } from '@shared/api/review/soOrders';
import { fieldColumns } from '../../../components/fields';
import { ExportButton, ResourceList, useResourceList } from '../../../components/resource';
import { useOptions } from '../../../components/options';

const FILTERS = { marketOrderNo: '', planOrderSerialNo: '', platformId: '', sku: '' };
const COLUMNS = ['marketOrderNo', 'planOrderSerialNo', 'invitationCode', 'status', 'platformName', 'sku', 'orderAmount', 'orderAmountCny', 'orderFee', 'orderFeeCny', 'payState', 'paidCny', 'reviewerStatus', 'reviewerEmail'] as const;

/** /orderManager/soOrderManager (销售订单): the marketplace orders the reviewers placed for the plan orders, their money in CNY, payment state, export. */
export default function SoOrderPage() {
  const state = useResourceList({ endpoint: soOrderList, filters: FILTERS });
  const platforms = useOptions('platforms').options;
  return (
    <ResourceList
      title="销售订单"
      state={state}
      tableKey="review.soOrders"
      columns={fieldColumns(soOrderFields, COLUMNS, { marketOrderNo: { fixed: 'left' } })}
      toolbar={<ExportButton endpoint={exportSoOrder} query={state.query} />}
      filterFields={
        <>
          <Form.Input field="marketOrderNo" label="订单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Input field="planOrderSerialNo" label="计划单号" showClear style={{ width: 190 }} placeholder="前缀匹配" />
          <Form.Select field="platformId" label="平台" showClear style={{ width: 160 }} optionList={platforms} />
          <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
        </>
      }
    />
  );
}
