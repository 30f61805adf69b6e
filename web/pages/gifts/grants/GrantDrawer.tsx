import { grantDetailGet, grantLog, grantTransitions } from '@shared/api/gifts/grants';
import { grantFields } from '@shared/api/gifts/recordFields';
import { giftGrantMachine } from '@shared/workflow';
import { DetailSheet } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { Link } from 'react-router-dom';
import { reviewScreen } from '@shared/api/service/screens';
import { SendButtons } from './SendButtons';

const ALWAYS = ['recipientName', 'recipientEmail', 'recipientPhone', 'recipientAddress', 'reasonType', 'orderNo', 'planOrderNo', 'reason', 'giftKind', 'giftName', 'quantity', 'value', 'warehouseName', 'creatorName', 'createdAt'] as const;
const SENT = ['approverName', 'senderName', 'sentAt', 'cardMasked', 'carrier', 'trackingNo', 'deliveredAt', 'returnedAt'] as const;

/** A gift grant: its fields, the actions allowed now (审批, 发放, 确认签收, 退回...), its log. */
export function GrantDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const detail = useApi(grantDetailGet, undefined, { params: { id } });
  const log = useApi(grantLog, { grantId: id });
  const g = detail.data;
  const reload = () => Promise.all([detail.mutate(), log.mutate()]);
  return (
    <DetailSheet
      machine={giftGrantMachine}
      record={g}
      heading={g?.serialNo}
      fields={grantFields}
      names={[...ALWAYS, ...(g?.approverName ? SENT : [])]}
      transitions={grantTransitions}
      exclude={['send']}
      log={log.data}
      onClose={onClose}
      onChanged={onChanged}
      reload={reload}
      children={
        g?.reviewId ? (
          <p>
            关联评论：<Link to={`${reviewScreen.path}?id=${g.reviewId}`}>评论 #{g.reviewId}</Link>
          </p>
        ) : undefined
      }
      buttons={
        g && (
          <SendButtons
            grant={g}
            onSent={() => {
              onChanged();
              void reload();
            }}
          />
        )
      }
    />
  );
}
