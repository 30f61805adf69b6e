import { Form } from '@douyinfe/semi-ui';
import { checkSku, insertOrUpdateInfo, saveOperationInfoBody, type OperationInfoRow } from '@shared/api/review/operationInfo';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useOperationUserOptions } from '../common/options';
import { useOptions } from '../../../components/options';

/** 新增/编辑运营信息: a SKU on a platform and its volume; leaving the SKU field checks it (a warning when it cannot be registered). */
export function OperationInfoForm({ row, onClose, onSaved }: { row?: OperationInfoRow; onClose(): void; onSaved(): void }) {
  const platforms = useOptions('platforms').options;
  const users = useOperationUserOptions();
  return (
    <FormDialog
      title={row ? `编辑运营信息：${row.sku}` : '新增运营信息'}
      visible
      schema={saveOperationInfoBody}
      initValues={row ? { platformId: row.platformId, sku: row.sku, asin: row.asin ?? '', operationUserId: row.operationUserId, volume: row.volume, remark: row.remark ?? '' } : {}}
      toInput={(values) => ({ ...values, id: row?.id, version: row?.version })}
      successText={row ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(insertOrUpdateInfo, { body });
        onSaved();
      }}
    >
      {(values) => (
        <>
          <Form.Select field="platformId" label="平台" style={{ width: '100%' }} optionList={platforms} disabled={!!row} />
          <Form.Input
            field="sku"
            label="SKU"
            disabled={!!row}
            onBlur={() => {
              if (row || !values.platformId || !values.sku) return;
              void call(checkSku, { query: { platformId: values.platformId as number, sku: String(values.sku) } })
                .then((r) => notice.success(`可登记：${r.skuName}`))
                .catch(() => undefined);
            }}
          />
          <Form.Input field="asin" label="ASIN" />
          <Form.Select field="operationUserId" label="运营人员" style={{ width: '100%' }} optionList={users} filter />
          <Form.InputNumber field="volume" label="可测评单量" min={1} precision={0} style={{ width: '100%' }} />
          <Form.TextArea field="remark" label="备注" autosize maxCount={500} />
        </>
      )}
    </FormDialog>
  );
}
