import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { exportOrderFee, importOrderFee } from '@shared/api/review/orderFee';
import { commitAddressReset, saveActualGift, type PlanOrderDetail } from '@shared/api/review/planOrder';
import { planOrderScreen } from '@shared/api/review/screens';
import { ImportButton } from '../../../components/excel';
import { FormDialog } from '../../../components/form/FormDialog';
import { LockButton } from '../../../components/LockButton';
import { call, download } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { CURRENCY_OPTIONS } from '../../../components/options';

const GIFT_STATES = ['approved', 'in_progress', 'completed'];
const FEE_STATES = ['in_progress', 'completed'];

/**
 * The plan order's own buttons beside its transitions: 地址重置 (committed addresses back to entry),
 * 实际礼品 (what was really sent), and the order fees out and in (Excel, all or none).
 */
export function PlanOrderTools({ plan, onChanged }: { plan: PlanOrderDetail; onChanged(): void }) {
  const [dialog, setDialog] = useState<'reset' | 'gift' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      {plan.status === 'in_progress' && (plan.detailCounts.address_committed ?? 0) > 0 && (
        <Auth code={planOrderScreen.code('addressReset')}>
          <LockButton type="warning" onClick={() => setDialog('reset')}>
            地址重置
          </LockButton>
        </Auth>
      )}
      {GIFT_STATES.includes(plan.status) && (
        <Auth code={planOrderScreen.code('gift')}>
          <LockButton onClick={() => setDialog('gift')}>实际礼品</LockButton>
        </Auth>
      )}
      {FEE_STATES.includes(plan.status) && (
        <Auth code={planOrderScreen.code('fee')}>
          <LockButton onClick={() => download(exportOrderFee, undefined, `订单费用_${plan.serialNo}.xlsx`, { body: { planOrderId: plan.id } })}>导出订单费用</LockButton>
          <ImportButton endpoint={importOrderFee} onImported={onChanged}>
            导入订单费用
          </ImportButton>
        </Auth>
      )}
      {dialog === 'reset' && (
        <FormDialog
          title={`地址重置：${plan.serialNo}`}
          visible
          schema={commitAddressReset.body!}
          successText="已重置"
          onClose={close}
          onSubmit={async (body) => {
            const result = await call(commitAddressReset, { params: { id: plan.id }, body });
            notice.success(`${result.reset} 条地址退回待填地址`);
            onChanged();
          }}
        >
          <Form.TextArea field="comment" label="重置原因" autosize maxCount={500} />
        </FormDialog>
      )}
      {dialog === 'gift' && (
        <FormDialog
          title={`实际礼品：${plan.serialNo}`}
          visible
          schema={saveActualGift.body!}
          initValues={{ actualGiftName: plan.actualGiftName ?? plan.giftName, actualGiftValue: plan.actualGiftValue ?? plan.giftValue, actualGiftCurrency: plan.actualGiftCurrency ?? plan.giftCurrency }}
          toInput={(values) => ({ ...values, id: plan.id })}
          successText="保存成功"
          onClose={close}
          onSubmit={async (body) => {
            await call(saveActualGift, { body });
            onChanged();
          }}
        >
          <Form.Input field="actualGiftName" label="实际礼品" />
          <Form.Input field="actualGiftValue" label="价值" inputMode="decimal" />
          <Form.Select field="actualGiftCurrency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
        </FormDialog>
      )}
    </>
  );
}
