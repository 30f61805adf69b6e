import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabPane, Tabs } from '@douyinfe/semi-ui';
import '../../../components/table/table.css';
import { PayableList } from './PayableList';
import { PaymentList } from './PaymentList';

/** /orderManager/paymentOpManager: 待付款 (approved refunds and commissions) and 付款记录. */
export default function PaymentPage() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'paid' ? 'paid' : 'payable');
  // Each list keeps its filters in the address: switching starts the other one afresh.
  const change = (key: string) => {
    setTab(key);
    setParams(key === 'paid' ? { tab: 'paid' } : {});
  };
  return (
    <Tabs activeKey={tab} onChange={change} type="line" lazyRender keepDOM={false}>
      <TabPane tab="待付款" itemKey="payable">
        <PayableList />
      </TabPane>
      <TabPane tab="付款记录" itemKey="paid">
        <PaymentList />
      </TabPane>
    </Tabs>
  );
}
