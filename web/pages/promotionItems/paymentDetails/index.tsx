import '../../../components/table/table.css';
import '../../../components/screen.css';
import { paymentDetailExport } from '@shared/api/promotionItems/reports';
import { ExportButton, useRecordDrawer } from '../../../components/resource';
import { ItemDrawer } from '../common/ItemDrawer';
import { ItemList, useItemList } from '../common/ItemList';

/** /promoteManager/itemPaymentDetailManager (项目付款明细): paid items with date, bank reference and cashier; export. */
export default function ItemPaymentDetailPage() {
  const state = useItemList({ status: 'paid' }, false);
  const drawer = useRecordDrawer();
  return (
    <>
      <ItemList
        title="项目付款明细"
        tableKey="promotion.paymentDetails"
        state={state}
        tabs={false}
        columns={['serialNo', 'name', 'platformName', 'storeName', 'accountCompanyName', 'amount', 'amountCny', 'paidDate', 'paidReference', 'payerName']}
        onOpen={(r) => drawer.open(r.id)}
        toolbar={<ExportButton endpoint={paymentDetailExport} query={state.query} />}
      />
      {drawer.id !== undefined && <ItemDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
