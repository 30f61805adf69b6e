import { Table } from '@douyinfe/semi-ui';
import { queryByPlanOrderId } from '@shared/api/review/detail';
import { auditPlanOrder, cancelPlanOrder, commitPlanOrder, createInvitationCode, deletePlanOrder, getPlanOrder } from '@shared/api/review/planOrder';
import { detailFields, planOrderFields } from '@shared/api/review/recordFields';
import { planOrderMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { PlanOrderTools } from './PlanOrderTools';

export const planOrderTransitions = [commitPlanOrder, auditPlanOrder, deletePlanOrder, createInvitationCode, cancelPlanOrder] as const;

const NAMES = ['platformName', 'sku', 'orderCount', 'giftName', 'giftValue', 'feePerOrder', 'overseasUserName', 'actualGiftName', 'actualGiftValue', 'remark', 'creatorName', 'createdAt', 'submittedAt'] as const;
const DETAIL_COLUMNS = ['lineNo', 'invitationCode', 'status', 'sendLetterStatus', 'receiver', 'marketOrderNo'] as const;

/** A plan order: fields, its orders, the actions allowed now (提交, 审核, 删除, 生成邀请码, 地址重置, 实际礼品, 订单费用) and its log. */
export function PlanOrderDrawer({ id, onClose, onEdit, onChanged }: { id: number; onClose(): void; onEdit(id: number): void; onChanged(): void }) {
  const lines = useApi(queryByPlanOrderId, { planOrderId: id });
  const drawer = useRecordDetail({ detail: { endpoint: getPlanOrder, query: { id } }, also: [lines], onClose, onChanged });
  const p = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={planOrderMachine}
      heading={p?.serialNo}
      fields={planOrderFields}
      names={[...NAMES, ...(p?.auditorName ? (['auditorName', 'auditedAt'] as const) : [])]}
      transitions={planOrderTransitions}
      buttons={
        p && (
          <>
            {p.editable && <LockButton onClick={() => onEdit(p.id)}>编辑</LockButton>}
            <PlanOrderTools plan={p} onChanged={drawer.changed} />
          </>
        )
      }
    >
      <DetailSection title={`订单明细（${lines.data?.length ?? 0}）`} empty="生成邀请码后每单一条">
        {lines.data?.length ? <Table size="small" rowKey="id" pagination={false} dataSource={lines.data} columns={fieldColumns(detailFields, DETAIL_COLUMNS)} /> : null}
      </DetailSection>
    </DetailSheet>
  );
}
