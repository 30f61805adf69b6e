import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { GIFT_KINDS, GRANT_REASONS, grantExport, grantPage, grantTabNum } from '@shared/api/gifts/grants';
import { grantFields } from '@shared/api/gifts/recordFields';
import { grantScreen } from '@shared/api/gifts/screens';
import { giftGrantMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { AddButton, ExportButton, ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { GrantDrawer } from './GrantDrawer';
import { GrantForm } from '../../../components/gifts/GrantForm';

const FILTERS = { status: '', serialNo: '', giftKind: '', reasonType: '', orderNo: '', recipientName: '' };

/** 礼品发放 (and, with `approvals`, 礼品发放审批: what waits for the manager). */
export function GrantList({ approvals = false }: { approvals?: boolean }) {
  const state = useResourceList({ endpoint: grantPage, counts: grantTabNum, filters: approvals ? { ...FILTERS, status: 'pending_approval' } : FILTERS });
  const drawer = useRecordDrawer();
  const [adding, setAdding] = useState(false);
  const columns = fieldColumns(grantFields, ['serialNo', 'status', 'recipientName', 'reasonType', 'orderNo', 'giftKind', 'giftName', 'quantity', 'value', 'cardMasked', 'trackingNo', 'creatorName', 'createdAt'], {
    serialNo: { fixed: 'left' },
  });
  return (
    <>
      <ResourceList
        title={approvals ? '礼品发放审批' : giftGrantMachine.title}
        state={state}
        machine={giftGrantMachine}
        tableKey={approvals ? 'gifts.grantApprovals' : 'gifts.grants'}
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        filterFields={
          <>
            <Form.Input field="serialNo" label="发放单号" showClear style={{ width: 190 }} placeholder="前缀匹配" />
            <Form.Input field="orderNo" label="订单号" showClear style={{ width: 170 }} placeholder="前缀匹配" />
            <Form.Input field="recipientName" label="收件人" showClear style={{ width: 160 }} />
            <Form.Select field="giftKind" label="礼品类型" showClear style={{ width: 130 }} optionList={optionsOf(GIFT_KINDS)} />
            <Form.Select field="reasonType" label="发放原因" showClear style={{ width: 130 }} optionList={optionsOf(GRANT_REASONS)} />
          </>
        }
        toolbar={
          approvals ? undefined : (
            <>
              <AddButton code={grantScreen.code('add')} onClick={() => setAdding(true)} />
              <ExportButton endpoint={grantExport} query={state.query} />
            </>
          )
        }
      />
      <GrantForm
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          state.refresh();
          drawer.open(id);
        }}
      />
      {drawer.id !== undefined && <GrantDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
