import { Form } from '@douyinfe/semi-ui';
import '../../../components/table/table.css';
import { reviewedLabels } from '@shared/api/reviewers/common';
import { reviewerOrderFields, reviewerOrderPage } from '@shared/api/reviewers/orders';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { ResourceList, useResourceList } from '../../../components/resource';

const FILTERS = { reviewerId: '', reviewerName: '', planOrderSerialNo: '', reviewed: '' };
const COLUMNS = ['reviewerName', 'planOrderSerialNo', 'lineNo', 'invitationCode', 'platformName', 'sku', 'status', 'reviewerStatus', 'reviewed', 'marketOrderNo', 'orderAmount', 'orderFee', 'costCny', 'createdAt'] as const;
const REVIEWED = optionsOf(reviewedLabels);

/** /reviewerManager/reviewerOrderManager (测评订单): the plan-order details each reviewer placed, reviewed or not, and their cost. */
export default function ReviewerOrderPage() {
  const state = useResourceList({ endpoint: reviewerOrderPage, filters: FILTERS });
  return (
    <ResourceList
      title="测评订单"
      state={state}
      tableKey="reviewers.orders"
      columns={fieldColumns(reviewerOrderFields, COLUMNS, { reviewerName: { fixed: 'left' } })}
      filterFields={
        <>
          <Form.Input field="reviewerName" label="测评人" showClear style={{ width: 160 }} placeholder="姓名前缀" />
          <Form.Input field="planOrderSerialNo" label="计划单号" showClear style={{ width: 190 }} placeholder="前缀匹配" />
          <Form.Select field="reviewed" label="是否测评" showClear style={{ width: 130 }} optionList={REVIEWED} />
        </>
      }
    />
  );
}
