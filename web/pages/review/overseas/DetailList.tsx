import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconDownload } from '@douyinfe/semi-icons';
import { commitAddress, exportAddress, orderArchive, queryDetailByCondition, type DetailRow } from '@shared/api/review/detail';
import { exportPlanOrderDetail } from '@shared/api/review/orderFee';
import { detailFields } from '@shared/api/review/recordFields';
import { overseasScreen } from '@shared/api/review/screens';
import { planOrderDetailMachine, SEND_LETTER_STATES } from '@shared/workflow';
import { ExportTaskButton } from '../../../components/excel';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, ConfirmAction, ResourceList, RowAction, RowActions, runTransition, useResourceList } from '../../../components/resource';
import { download, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';

import { AddressForm } from './AddressForm';
import { LetterForm } from './LetterForm';
import { OrderForm } from './OrderForm';
import { useOptions } from '../../../components/options';

const FILTERS = { status: '', planOrderId: '', sendLetterStatus: '', platformId: '', sku: '', invitationCode: '', marketOrderNo: '' };
const LETTER_OPTIONS = optionsOf(Object.fromEntries(Object.entries(SEND_LETTER_STATES).map(([k, v]) => [k, v.label])));

type Dialog = { kind: 'address' | 'order'; detail: DetailRow } | null;

/** 海外处理: the orders of the plan orders being run: addresses, letters, marketplace orders, archive, address export. */
export function DetailList() {
  const state = useResourceList({ endpoint: queryDetailByCondition, filters: FILTERS });
  const { status: _, ...unfiltered } = state.query;
  const { page: _page, limit: _limit, ...listFilters } = state.query;
  const countsApi = useApi(queryDetailByCondition, { ...unfiltered, page: 1, limit: 1 } as never);
  const counts = countsApi.data?.counts;
  // A change moves rows between tabs: the list and the tab counts are read again together.
  const refresh = () => {
    state.refresh();
    void countsApi.mutate();
  };
  const platforms = useOptions('platforms').options;
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const planOrderId = Number(state.filters.values.planOrderId) || undefined;

  const act = async (action: string, row: DetailRow) => {
    await runTransition([commitAddress, orderArchive], action, row);
    notice.success('操作成功');
    refresh();
  };
  const [writing, setWriting] = useState(false);

  const columns = [
    ...fieldColumns(detailFields, ['planOrderSerialNo', 'lineNo', 'invitationCode', 'status', 'sendLetterStatus', 'platformName', 'sku', 'receiver', 'addressText', 'marketOrderNo', 'orderAmount']),
    actionsColumn<DetailRow>(240, (r) => (
      <RowActions>
        {r.status === 'pending_address' && (
          <RowAction code={overseasScreen.code('address')} onClick={() => setDialog({ kind: 'address', detail: r })}>
            录入地址
          </RowAction>
        )}
        {r.status === 'pending_address' && r.address && (
          <RowAction code={overseasScreen.code('address')} onClick={() => void act('commitAddress', r)}>
            提交地址
          </RowAction>
        )}
        {(r.status === 'address_committed' || r.status === 'ordered') && (
          <RowAction code={overseasScreen.code('address')} onClick={() => setDialog({ kind: 'order', detail: r })}>
            订单信息
          </RowAction>
        )}
        {r.status === 'ordered' && (
          <ConfirmAction code={overseasScreen.code('archive')} title={`归档 ${r.invitationCode}？`} content="归档后不能再修改该订单" onConfirm={() => act('archive', r)}>
            归档
          </ConfirmAction>
        )}
      </RowActions>
    )),
  ];

  return (
    <>
      <ResourceList
        title="订单明细"
        state={{ ...state, tabs: { ...state.tabs, counts } }}
        machine={planOrderDetailMachine}
        tableKey="review.details"
        columns={columns}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        filterFields={
          <>
            <Form.Input field="planOrderId" label="计划单ID" showClear style={{ width: 130 }} />
            <Form.Input field="invitationCode" label="邀请码" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Input field="marketOrderNo" label="订单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="sendLetterStatus" label="发信状态" showClear style={{ width: 130 }} optionList={LETTER_OPTIONS} />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
          </>
        }
        toolbar={
          <>
            <Auth code={overseasScreen.code('letter')}>
              <LockButton disabled={selected.length === 0} onClick={() => setWriting(true)}>
                批量发信{selected.length ? `（${selected.length}）` : ''}
              </LockButton>
            </Auth>
            <Auth code={overseasScreen.code('exportAddress')}>
              <LockButton icon={<IconDownload />} disabled={!planOrderId} onClick={() => download(exportAddress, undefined, `收货地址_${planOrderId}.zip`, { body: { planOrderId: planOrderId! } })}>
                导出地址
              </LockButton>
            </Auth>
            <Auth code={overseasScreen.code('export')}>
              <ExportTaskButton endpoint={exportPlanOrderDetail} query={listFilters} />
            </Auth>
          </>
        }
      />
      {writing && (
        <LetterForm
          detailIds={selected.map(Number)}
          onClose={() => setWriting(false)}
          onSent={() => {
            setSelected([]);
            refresh();
          }}
        />
      )}
      {dialog?.kind === 'address' && <AddressForm detail={dialog.detail} onClose={() => setDialog(null)} onSaved={refresh} />}
      {dialog?.kind === 'order' && <OrderForm detail={dialog.detail} onClose={() => setDialog(null)} onSaved={refresh} />}
    </>
  );
}
