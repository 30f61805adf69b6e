import { useState } from 'react';
import { Form, Typography } from '@douyinfe/semi-ui';
import { claimPage, type ClaimRow } from '@shared/api/promotion/claim';
import { promotionPaymentPage } from '@shared/api/promotion/payment';
import { claimFields, promotionPaymentFields } from '@shared/api/promotion/recordFields';
import { cashierPaymentScreen } from '@shared/api/promotion/screens';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { useOptions } from '../../../components/options';
import { ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { DataTable } from '../../../components/table/DataTable';
import { useListQuery } from '../../../components/table/useListQuery';
import '../../../components/table/table.css';
import { Auth } from '../../../lib/session/Auth';
import { ClaimDrawer } from '../claims/ClaimDrawer';
import { PayDialog } from './PayDialog';

const FILTERS = { status: 'approved', serialNo: '', platformId: '' };
const paymentColumns = fieldColumns(promotionPaymentFields, ['serialNo', 'paidOn', 'paidFromBank', 'bankReference', 'claimCount', 'totalCny', 'amount', 'exchangeRate', 'payerName', 'createdAt']);

/** /promoteManager/cashierPaymentManager (出纳付款): approved claims to pay, several at once, and the payments made. */
export default function CashierPaymentPage() {
  const state = useResourceList({ endpoint: claimPage, filters: FILTERS, toQuery: (v) => ({ ...v, status: 'approved' }) });
  const payments = useListQuery(promotionPaymentPage, {}, { paging: 'local' });
  const drawer = useRecordDrawer();
  const platforms = useOptions('platforms');
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [paying, setPaying] = useState<ClaimRow[] | null>(null);
  const chosen = () => state.list.rows.filter((r) => selected.map(String).includes(String(r.id)));

  return (
    <>
      <ResourceList
        title="待付款报销单"
        state={state}
        tableKey="promotion.cashier"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={fieldColumns(claimFields, ['serialNo', 'creatorName', 'platformName', 'accountCompanyName', 'promoteType', 'month', 'totalCny', 'financeName', 'financeAt'])}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        filterFields={
          <>
            <Form.Input field="serialNo" label="报销单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms.options} />
          </>
        }
        toolbar={
          <Auth code={cashierPaymentScreen.code('pay')}>
            <LockButton theme="solid" disabled={selected.length === 0} onClick={() => setPaying(chosen())}>
              付款{selected.length ? `（${selected.length}）` : ''}
            </LockButton>
          </Auth>
        }
      />
      <Typography.Title heading={6} style={{ margin: '16px 0 8px' }}>
        付款记录
      </Typography.Title>
      <DataTable tableKey="promotion.cashier.payments" label="付款记录" columns={paymentColumns} list={payments} />
      {paying && (
        <PayDialog
          claims={paying}
          onClose={() => setPaying(null)}
          onPaid={() => {
            setSelected([]);
            state.refresh();
            void payments.refresh();
          }}
        />
      )}
      {drawer.id !== undefined && <ClaimDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
