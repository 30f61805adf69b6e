import { serviceOrderAttachmentCalls } from '@shared/api/service/attachments';
import { serviceOrderDetailGet, serviceOrderHandling, serviceOrderLog, serviceOrderTransitions } from '@shared/api/service/orders';
import { serviceOrderFields } from '@shared/api/service/recordFields';
import { serviceOrderScreen } from '@shared/api/service/screens';
import { serviceOrderMachine } from '@shared/workflow';
import { DetailSheet } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { AssignButton } from '../common/AssignButton';
import { RecordAttachments } from '../common/RecordAttachments';

const NAMES = ['type', 'platform', 'orderNo', 'sku', 'customerName', 'customerEmail', 'description', 'ownerName', 'enteredByName', 'createdAt', 'resolvedAt'] as const;

/** A service order: fields, attachments, 跟进 / 解决 / 关闭 / 重新打开 / 转派, the follow-up log. */
export function OrderDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const detail = useApi(serviceOrderDetailGet, undefined, { params: { id } });
  const log = useApi(serviceOrderLog, { id });
  const o = detail.data;
  const reload = () => Promise.all([detail.mutate(), log.mutate()]);
  return (
    <DetailSheet
      machine={serviceOrderMachine}
      record={o}
      heading={o?.serialNo}
      fields={serviceOrderFields}
      names={NAMES}
      transitions={serviceOrderTransitions}
      log={log.data}
      onClose={onClose}
      onChanged={onChanged}
      reload={reload}
      buttons={
        o && (
          <AssignButton
            record={o}
            code={serviceOrderScreen.code('assign')}
            calls={serviceOrderHandling}
            onDone={() => {
              onChanged();
              void reload();
            }}
          />
        )
      }
    >
      {o && <RecordAttachments record={o} calls={serviceOrderAttachmentCalls} attachCode={serviceOrderScreen.code('attach')} onChanged={() => void log.mutate()} />}
    </DetailSheet>
  );
}
