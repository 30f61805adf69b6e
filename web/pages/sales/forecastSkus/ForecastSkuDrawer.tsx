import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { forecastSkuAuditors, forecastSkuDetailGet, forecastSkuLog, forecastSkuTransitions, saveForecastSku, saveForecastSkuBody } from '@shared/api/sales/forecastSku';
import { forecastSkuFields } from '@shared/api/sales/recordFields';
import { forecastSkuMachine } from '@shared/workflow';
import { FormDialog } from '../../../components/form/FormDialog';
import { LockButton } from '../../../components/LockButton';
import { DetailSheet } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';
import { useSession } from '../../../lib/session/SessionContext';

const NAMES = ['sku', 'skuName', 'storeName', 'auditorName', 'remark', 'auditedAt', 'creatorName', 'createdAt'] as const;
const EDITABLE = ['pending_audit', 'rejected', 'stopped'];

/** A forecast SKU: its auditor, SKU audit (only by the named auditor), stop and resubmit, 更换审核人, the log. */
export function ForecastSkuDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const detail = useApi(forecastSkuDetailGet, { id });
  const log = useApi(forecastSkuLog, { id });
  const auditors = useApi(forecastSkuAuditors).data ?? [];
  const { info } = useSession();
  const [editing, setEditing] = useState(false);
  const f = detail.data;
  const reload = () => Promise.all([detail.mutate(), log.mutate()]);
  const mine = f && f.createdBy === info?.id && EDITABLE.includes(f.status);
  return (
    <>
      <DetailSheet
        machine={forecastSkuMachine}
        record={f}
        heading={f?.sku ?? undefined}
        fields={forecastSkuFields}
        names={NAMES}
        transitions={forecastSkuTransitions}
        log={log.data}
        onClose={onClose}
        onChanged={onChanged}
        reload={reload}
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
            await reload();
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
