import { grantDetailGet, grantLog, grantTransitions } from '@shared/api/gifts/grants';
import { grantFields } from '@shared/api/gifts/recordFields';
import { giftGrantMachine } from '@shared/workflow';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { Link } from 'react-router-dom';
import { reviewScreen } from '@shared/api/service/screens';
import { SendButtons } from './SendButtons';

const ALWAYS = ['recipientName', 'recipientEmail', 'recipientPhone', 'recipientAddress', 'reasonType', 'orderNo', 'planOrderNo', 'reason', 'giftKind', 'giftName', 'quantity', 'value', 'warehouseName', 'creatorName', 'createdAt'] as const;
const SENT = ['approverName', 'senderName', 'sentAt', 'cardMasked', 'carrier', 'trackingNo', 'deliveredAt', 'returnedAt'] as const;

/** A gift grant: its fields, the actions allowed now (审批, 发放, 确认签收, 退回...), its log. */
export function GrantDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: grantDetailGet, params: { id } }, log: { endpoint: grantLog, query: { grantId: id } }, onClose, onChanged });
  const g = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={giftGrantMachine}
      heading={g?.serialNo}
      fields={grantFields}
      names={[...ALWAYS, ...(g?.approverName ? SENT : [])]}
      transitions={grantTransitions}
      exclude={['send']}
      children={
        g?.reviewId ? (
          <p>
            关联评论：<Link to={`${reviewScreen.path}?id=${g.reviewId}`}>评论 #{g.reviewId}</Link>
          </p>
        ) : undefined
      }
      buttons={g && <SendButtons grant={g} onSent={drawer.changed} />}
    />
  );
}
