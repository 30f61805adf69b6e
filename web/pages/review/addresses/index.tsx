import { Form } from '@douyinfe/semi-ui';
import '../../../components/table/table.css';
import { queryUsableOrderAddress, updateAddressStatus } from '@shared/api/review/address';
import { addressScreen } from '@shared/api/review/screens';
import { actionsColumn, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';

type Row = NonNullable<Awaited<ReturnType<typeof call<typeof queryUsableOrderAddress>>>>['rows'][number];

const EFFECTS = { disable: '停用后不再出现在可用地址中', enable: '启用后重新出现在可用地址中' };
const FILTERS = { receiver: '', country: '', all: '' };

/** /sysManager/blnOrderAddressManager: the reviewers' address book; masked unless the user ships. */
export default function AddressBookPage() {
  const state = useResourceList({ endpoint: queryUsableOrderAddress, filters: FILTERS });
  const columns = [
    { key: 'planOrderSerialNo', title: '计划单号', dataIndex: 'planOrderSerialNo', width: 170 },
    { key: 'invitationCode', title: '邀请码', dataIndex: 'invitationCode', width: 140 },
    { key: 'receiver', title: '收件人', dataIndex: 'receiver', width: 140 },
    { key: 'phone', title: '电话', dataIndex: 'phone', width: 150 },
    { key: 'email', title: '邮箱', dataIndex: 'email', width: 200 },
    { key: 'street', title: '地址', dataIndex: 'street', render: (r: Row) => `${r.street}, ${r.city} ${r.region ?? ''} ${r.postcode} ${r.country}` },
    { key: 'enabled', title: '状态', dataIndex: 'enabled', width: 80, render: (r: Row) => (r.enabled ? '启用' : '停用') },
    actionsColumn<Row>(100, (r) => (
      <RowActions>
        <EnableAction code={addressScreen.code('disable')} enabled={r.enabled} name={r.receiver} effects={EFFECTS} onToggle={async (enabled) => { await call(updateAddressStatus, { params: { id: r.id }, body: { enabled } }); state.refresh(); }} />
      </RowActions>
    )),
  ];
  return (
    <ResourceList
      title="收货地址"
      state={state}
      tableKey="review.addresses"
      columns={columns}
      filterFields={
        <>
          <Form.Input field="receiver" label="收件人" showClear style={{ width: 160 }} placeholder="前缀匹配" />
          <Form.Input field="country" label="国家" showClear style={{ width: 100 }} />
          <Form.Select field="all" label="范围" showClear style={{ width: 130 }} optionList={[{ value: 'true', label: '含停用' }]} />
        </>
      }
    />
  );
}
