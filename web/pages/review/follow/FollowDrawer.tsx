import { useState } from 'react';
import { Form, Table } from '@douyinfe/semi-ui';
import { mergeOrder, orderArchive, queryAssociatedOrder, queryByPlanOrderId, saveOrderBizLog } from '@shared/api/review/detail';
import { queryBizLog } from '@shared/api/review/bizLog';
import { updateSendLetterStatus } from '@shared/api/review/planOrder';
import { detailFields } from '@shared/api/review/recordFields';
import { followScreen, overseasScreen } from '@shared/api/review/screens';
import { planOrderDetailMachine, SEND_LETTER_STATES } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { OrderForm } from '../overseas/OrderForm';

const NAMES = ['planOrderSerialNo', 'lineNo', 'invitationCode', 'platformName', 'sku', 'sendLetterStatus', 'reviewerStatus', 'receiver', 'addressText', 'marketOrderNo', 'orderAmount', 'orderFee', 'creatorName', 'createdAt'] as const;
const LETTER_OPTIONS = Object.entries(SEND_LETTER_STATES).map(([value, s]) => ({ value, label: s.label }));
const ASSOCIATED = ['planOrderSerialNo', 'lineNo', 'invitationCode', 'status', 'marketOrderNo'] as const;

/** One order followed up: its fields, the orders linked to it (same order number, merges), 保存订单, 记录跟进, 归档, 合并 and its business log. */
export function FollowDrawer({ id, planOrderId, onClose, onChanged }: { id: number; planOrderId: number; onClose(): void; onChanged(): void }) {
  const associated = useApi(queryAssociatedOrder, { id });
  // The order is read with the other orders of its plan order.
  const drawer = useRecordDetail({
    detail: { endpoint: queryByPlanOrderId, query: { planOrderId } },
    log: { endpoint: queryBizLog, query: { bizType: 'review_plan_order_detail', bizId: id } },
    also: [associated],
    onClose,
    onChanged,
  });
  const [dialog, setDialog] = useState<'order' | 'note' | 'letter' | null>(null);
  const row = drawer.record?.find((l) => l.id === id);
  const open = row && row.status !== 'archived' && row.status !== 'merged';
  // 合并: into another open order of the same plan order.
  const targets = (drawer.record ?? [])
    .filter((l) => l.id !== id && l.status !== 'archived' && l.status !== 'merged')
    .map((l) => ({ value: l.id, label: `${l.lineNo}号 ${l.invitationCode ?? ''} ${l.marketOrderNo ?? ''}`.trim() }));
  return (
    <>
      <DetailSheet
        {...drawer.sheet}
        record={row}
        machine={planOrderDetailMachine}
        heading={row?.invitationCode}
        fields={detailFields}
        names={NAMES}
        transitions={[orderArchive, mergeOrder]}
        exclude={['commitAddress', 'resetAddress', 'order']}
        actionFields={{
          merge: (
            <Form.Select field="targetId" label="并入订单" style={{ width: '100%' }} rules={[{ required: true, message: '请选择合并目标' }]} optionList={targets} />
          ),
        }}
        buttons={
          row && (
            <>
              {open && row.status !== 'pending_address' && (
                <Auth code={followScreen.code('save')}>
                  <LockButton onClick={() => setDialog('order')}>保存订单</LockButton>
                </Auth>
              )}
              {/* The reviewer answered by phone, or the address bounced: 已回复 / 发信失败 by hand. */}
              <Auth code={overseasScreen.code('letter')}>
                <LockButton onClick={() => setDialog('letter')}>发信状态</LockButton>
              </Auth>
              {/* Notes go on after archiving too: the review may come weeks later. */}
              <Auth code={followScreen.code('log')}>
                <LockButton onClick={() => setDialog('note')}>记录跟进</LockButton>
              </Auth>
            </>
          )
        }
      >
        <DetailSection title={`关联订单（${associated.data?.length ?? 0}）`} empty="没有同订单号或合并的订单">
          {associated.data?.length ? <Table size="small" rowKey="id" pagination={false} dataSource={associated.data} columns={fieldColumns(detailFields, ASSOCIATED)} /> : null}
        </DetailSection>
      </DetailSheet>
      {dialog === 'order' && row && <OrderForm detail={row} onClose={() => setDialog(null)} onSaved={drawer.changed} />}
      {dialog === 'letter' && row && (
        <FormDialog
          title={`发信状态：${row.invitationCode}`}
          visible
          schema={updateSendLetterStatus.body!}
          initValues={{ sendLetterStatus: row.sendLetterStatus }}
          toInput={(values) => ({ ...values, detailId: id })}
          successText="已更新"
          onClose={() => setDialog(null)}
          onSubmit={async (body) => {
            await call(updateSendLetterStatus, { body });
            drawer.changed();
          }}
        >
          <Form.Select field="sendLetterStatus" label="发信状态" style={{ width: '100%' }} optionList={LETTER_OPTIONS} />
        </FormDialog>
      )}
      {dialog === 'note' && (
        <FormDialog
          title={`记录跟进：${row?.invitationCode ?? ''}`}
          visible
          schema={saveOrderBizLog.body!}
          toInput={(values) => ({ ...values, id })}
          successText="已记录"
          onClose={() => setDialog(null)}
          onSubmit={async (body) => {
            await call(saveOrderBizLog, { body });
            drawer.changed();
          }}
        >
          <Form.TextArea field="content" label="跟进内容" autosize maxCount={500} />
        </FormDialog>
      )}
    </>
  );
}
