import type { ReactNode } from 'react';
import { Typography } from '@douyinfe/semi-ui';
import { deleteItemDetail, getItemDetailById, itemLog } from '@shared/api/promotionItems/items';
import { itemTransitions } from '@shared/api/promotionItems/process';
import { itemFields } from '@shared/api/promotionItems/recordFields';
import { promotionItemMachine } from '@shared/workflow';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { ProcessSteps } from './ProcessSteps';
import { PayFields } from './PayFields';

export const ITEM_NAMES = ['name', 'classify', 'platformName', 'storeName', 'accountCompanyName', 'skus', 'amount', 'exchangeRate', 'amountCny', 'periodStart', 'periodEnd', 'description', 'creatorName', 'createdAt'] as const;
const OVER = ['overAmount', 'overLimitName', 'overReason'] as const;
const PAID = ['paidDate', 'paidReference', 'payRemark', 'payerName'] as const;

/** The fields an item shows now: the over-limit ones when it was over, the payment once paid. */
export const namesOf = (r?: { overAmount: string; status: string }) => [...ITEM_NAMES, ...(r && Number(r.overAmount) > 0 ? OVER : []), ...(r?.status === 'paid' ? PAID : [])];

/** A promotion item: fields, process, the actions allowed now (审批, 付款, 删除), its log; `buttons` adds 编辑. */
export function ItemDrawer({ id, onClose, onChanged, buttons }: { id: number; onClose(): void; onChanged(): void; buttons?(record: { editable: boolean }): ReactNode }) {
  const drawer = useRecordDetail({ detail: { endpoint: getItemDetailById, query: { id } }, log: { endpoint: itemLog, query: { itemId: id } }, onClose, onChanged });
  const r = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={promotionItemMachine}
      heading={r?.serialNo}
      fields={itemFields}
      names={namesOf(r)}
      transitions={[...itemTransitions, deleteItemDetail]}
      exclude={['submit', 'submitOver']}
      actionFields={{ pay: <PayFields /> }}
      buttons={r && buttons?.(r)}
    >
      <Typography.Title heading={6} style={{ margin: '12px 0 8px' }}>
        审批流程
      </Typography.Title>
      {r && <ProcessSteps key={r.version} id={id} />}
    </DetailSheet>
  );
}
