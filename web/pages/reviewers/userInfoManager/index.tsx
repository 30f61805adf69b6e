import { Form } from '@douyinfe/semi-ui';
import '../../../components/table/table.css';
import { reviewerInfoFields, reviewerInfoPage } from '@shared/api/reviewers/orders';
import { fieldColumns } from '../../../components/fields';
import { ResourceList, useResourceList } from '../../../components/resource';

const FILTERS = { reviewerId: '', reviewerName: '', country: '' };
const COLUMNS = ['reviewerName', 'reviewerCountry', 'receiver', 'phone', 'email', 'street', 'city', 'region', 'postcode', 'country', 'planOrderSerialNo', 'invitationCode', 'createdAt'] as const;

/** /reviewerManager/userInfoManager (测评人信息): the shipping information the plan orders hold for each reviewer, masked as the programme masks it. */
export default function UserInfoPage() {
  const state = useResourceList({ endpoint: reviewerInfoPage, filters: FILTERS });
  return (
    <ResourceList
      title="测评人信息"
      state={state}
      tableKey="reviewers.info"
      columns={fieldColumns(reviewerInfoFields, COLUMNS, { reviewerName: { fixed: 'left' } })}
      filterFields={
        <>
          <Form.Input field="reviewerName" label="测评人" showClear style={{ width: 160 }} placeholder="姓名前缀" />
          <Form.Input field="country" label="收货国家" showClear style={{ width: 110 }} placeholder="US" />
        </>
      }
    />
  );
}
