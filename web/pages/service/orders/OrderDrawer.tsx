import { serviceOrderAttachmentCalls } from '@shared/api/service/attachments';
import { serviceOrderDetailGet, serviceOrderHandling, serviceOrderLog, serviceOrderTransitions } from '@shared/api/service/orders';
import { serviceOrderFields } from '@shared/api/service/recordFields';
import { serviceOrderScreen } from '@shared/api/service/screens';
import { serviceOrderMachine } from '@shared/workflow';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { AssignButton } from '../common/AssignButton';
import { RecordAttachments } from '../common/RecordAttachments';

const NAMES = ['type', 'platform', 'orderNo', 'sku', 'customerName', 'customerEmail', 'description', 'ownerName', 'enteredByName', 'createdAt', 'resolvedAt'] as const;

/** A service order: fields, attachments, 跟进 / 解决 / 关闭 / 重新打开 / 转派, the follow-up log. */
export function OrderDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: serviceOrderDetailGet, params: { id } }, log: { endpoint: serviceOrderLog, query: { id } }, onClose, onChanged });
  const o = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={serviceOrderMachine}
      heading={o?.serialNo}
      fields={serviceOrderFields}
      names={NAMES}
      transitions={serviceOrderTransitions}
      buttons={
        o && (
          <AssignButton record={o} code={serviceOrderScreen.code('assign')} calls={serviceOrderHandling} onDone={drawer.changed} />
        )
      }
    >
      {o && <RecordAttachments record={o} calls={serviceOrderAttachmentCalls} attachCode={serviceOrderScreen.code('attach')} onChanged={() => void drawer.reload()} />}
    </DetailSheet>
  );
}
