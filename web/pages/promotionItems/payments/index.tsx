import '../../../components/table/table.css';
import '../../../components/screen.css';
import { useState } from 'react';
import { Form, Modal } from '@douyinfe/semi-ui';
import { payItems } from '@shared/api/promotionItems/process';
import { itemPaymentScreen } from '@shared/api/promotionItems/screens';
import { formatTime } from '@shared/format';
import { LockButton } from '../../../components/LockButton';
import { useRecordDrawer } from '../../../components/resource';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { ItemDrawer } from '../common/ItemDrawer';
import { ItemList, useItemList } from '../common/ItemList';
import { PayFields } from '../common/PayFields';

type PayValues = { paidDate?: Date; paidReference?: string; payRemark?: string };

/** /promoteManager/itemPaymentManager (项目付款): approved items; select one or several and pay them at once. */
export default function ItemPaymentPage() {
  const state = useItemList({ status: 'approved' }, false);
  const drawer = useRecordDrawer();
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [paying, setPaying] = useState(false);
  const [values, setValues] = useState<PayValues>({});
  const rows = state.list.rows.filter((r) => selected.map(String).includes(String(r.id)));
  const pay = async () => {
    if (!values.paidDate || !values.paidReference) return notice.warning('请填写付款日期和付款流水号');
    await call(payItems, {
      body: { items: rows.map((r) => ({ id: r.id, version: r.version })), paidDate: formatTime(values.paidDate, 'yyyy-MM-dd'), paidReference: values.paidReference, payRemark: values.payRemark },
    });
    notice.success(`已付款 ${rows.length} 项`);
    setPaying(false);
    setSelected([]);
    state.refresh();
  };
  return (
    <>
      <ItemList
        title="项目付款"
        tableKey="promotion.payments"
        state={state}
        tabs={false}
        columns={['serialNo', 'name', 'platformName', 'storeName', 'accountCompanyName', 'amount', 'amountCny', 'periodStart', 'periodEnd', 'creatorName', 'submittedAt']}
        onOpen={(r) => drawer.open(r.id)}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        toolbar={
          <Auth code={itemPaymentScreen.code('pay')}>
            <LockButton theme="solid" disabled={rows.length === 0} onClick={() => setPaying(true)}>
              付款{rows.length ? `（${rows.length}）` : ''}
            </LockButton>
          </Auth>
        }
      />
      <Modal title={`付款 ${rows.length} 项`} visible={paying} onCancel={() => setPaying(false)} onOk={() => void pay()} okText="确认付款">
        <Form onValueChange={(v) => setValues(v as PayValues)} aria-label="付款信息">
          <PayFields />
        </Form>
      </Modal>
      {drawer.id !== undefined && <ItemDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
