import { useState } from 'react';
import { Checkbox, CheckboxGroup, Empty, Space } from '@douyinfe/semi-ui';
import { queryBackPaymentList } from '@shared/api/b2b/backPayment';
import { addBackPaymentFlow, type DeliveryDetail } from '@shared/api/b2b/delivery';
import { formatMoney } from '@shared/format';
import { SubmitDialog } from '../../../components/SubmitDialog';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';

interface LinkBackPaymentsProps {
  delivery: DeliveryDetail;
  onClose(): void;
  onSaved(): void;
}

/** 关联回款: choose the customer's confirmed back payments (same currency) behind this delivery. */
export function LinkBackPayments({ delivery, onClose, onSaved }: LinkBackPaymentsProps) {
  const { data } = useApi(queryBackPaymentList, { customerId: delivery.customerId, status: 'confirmed', currency: delivery.currency as 'USD', limit: 200 });
  const [chosen, setChosen] = useState<number[]>(delivery.backPayments.map((b) => b.id));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await call(addBackPaymentFlow, { body: { deliveryId: delivery.id, version: delivery.version, backPaymentIds: chosen } });
      notice.success('关联回款已保存');
      onSaved();
      onClose();
    } catch {
      // The http client showed why.
    } finally {
      setBusy(false);
    }
  };
  const rows = data?.rows ?? [];
  return (
    <SubmitDialog title={`关联回款：${delivery.serialNo}`} visible onCancel={onClose} submitText="保存" onSubmit={() => void save()} busy={busy} width={560}>
      {rows.length ? (
        <CheckboxGroup value={chosen} onChange={(v) => setChosen(v as number[])} aria-label="已确认的回款">
          <Space vertical align="start">
            {rows.map((b) => (
              <Checkbox key={b.id} value={b.id}>
                {b.serialNo} · {formatMoney(b.amount, b.currency)} · 到账 {b.receivedOn}
              </Checkbox>
            ))}
          </Space>
        </CheckboxGroup>
      ) : (
        <Empty description={`该客户没有已确认的 ${delivery.currency} 回款`} />
      )}
    </SubmitDialog>
  );
}
