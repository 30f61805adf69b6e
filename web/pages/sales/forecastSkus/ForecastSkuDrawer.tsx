import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { forecastSkuAuditors, forecastSkuDetailGet, forecastSkuLog, forecastSkuTransitions, saveForecastSku, saveForecastSkuBody } from '@shared/api/sales/forecastSku';
import { forecastSkuFields } from '@shared/api/sales/recordFields';
import { forecastSkuMachine } from '@shared/workflow';
import { FormDialog } from '../../../components/form/FormDialog';
import { LockButton } from '../../../components/LockButton';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';
import { useSession } from '../../../lib/session/SessionContext';

const NAMES = ['sku', 'skuName', 'storeName', 'auditorName', 'remark', 'auditedAt', 'creatorName', 'createdAt'] as const;
const EDITABLE = ['pending_audit', 'rejected', 'stopped'];

/** A forecast SKU: its auditor, SKU audit (only by the named auditor), stop and resubmit, 更换审核人, the log. */
export function ForecastSkuDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: forecastSkuDetailGet, query: { id } }, log: { endpoint: forecastSkuLog, query: { id } }, onClose, onChanged });
  const auditors = useApi(forecastSkuAuditors).data ?? [];
  const { info } = useSession();
  const [editing, setEditing] = useState(false);
  const f = drawer.record;
  const mine = f && f.createdBy === info?.id && EDITABLE.includes(f.status);
  return (
    <>
      <DetailSheet
        {...drawer.sheet}
        machine={forecastSkuMachine}
        heading={f?.sku ?? undefined}
        fields={forecastSkuFields}
        names={NAMES}
        transitions={forecastSkuTransitions}
        buttons={mine && <LockButton onClick={() => setEditing(true)}>更换审核人</LockButton>}
      />
      {editing && f && (
        <FormDialog
          title="更换审核人"
          visible
          schema={saveForecastSkuBody}
          initValues={{ auditorId: f.auditorId, remark: f.remark ?? '' }}
          toInput={(v) => ({ ...v, id, version: f.version, submit: false })}
          onSubmit={async (body) => {
            await call(saveForecastSku, { body });
            onChanged();
            await drawer.reload();
          }}
          onClose={() => setEditing(false)}
          successText="已保存"
        >
          <Form.Select field="auditorId" label="审核人" style={{ width: '100%' }} optionList={auditors} />
          <Form.TextArea field="remark" label="备注" maxCount={500} />
        </FormDialog>
      )}
    </>
  );
}
