import '../../../components/table/table.css';
import '../../../components/screen.css';
import { Form } from '@douyinfe/semi-ui';
import { MARKETPLACES } from '@shared/api/warranty/common';
import { honeycombCustomerPage } from '@shared/api/warranty/customer';
import { customerFields } from '@shared/api/warranty/fields';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { ResourceList, useResourceList } from '../../../components/resource';

const FILTERS = { keyword: '', marketplace: '' };

/** /hive/client-list (蜂巢客户): buyers who registered a warranty, one per e-mail. */
export default function HiveClientPage() {
  const state = useResourceList({ endpoint: honeycombCustomerPage, filters: FILTERS });
  const columns = fieldColumns(customerFields, ['name', 'email', 'language', 'marketplace', 'registrations', 'firstProjectName', 'lastProjectName', 'createdAt', 'updatedAt']);
  return (
    <ResourceList
      title="蜂巢客户"
      state={state}
      tableKey="warranty.customers"
      columns={columns}
      filterFields={
        <>
          <Form.Input field="keyword" label="姓名/邮箱" showClear style={{ width: 200 }} />
          <Form.Select field="marketplace" label="购买平台" showClear style={{ width: 140 }} optionList={optionsOf(MARKETPLACES)} />
        </>
      }
    />
  );
}
