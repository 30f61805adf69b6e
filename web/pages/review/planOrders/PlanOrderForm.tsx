import { Form } from '@douyinfe/semi-ui';
import { getSkuByPlatform } from '@shared/api/review/operationInfo';
import { getPlanOrder, insertOrUpdatePlanOrder, savePlanOrderBody } from '@shared/api/review/planOrder';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';
import { useOverseasOptions } from '../common/options';
import { CURRENCY_OPTIONS, useOptions } from '../../../components/options';

/** The SKUs registered on the chosen platform, with what is left of their volume. */
function OperationSelect({ platformId }: { platformId?: number }) {
  const skus = useApi(platformId ? getSkuByPlatform : null, { platformId: platformId! });
  return (
    <Form.Select
      field="operationId"
      label="SKU（运营信息）"
      style={{ width: '100%' }}
      filter
      emptyContent={platformId ? '该平台没有登记的SKU' : '请先选择平台'}
      optionList={(skus.data ?? []).map((s) => ({ value: s.id, label: `${s.sku}（剩余 ${s.remainingVolume} 单）` }))}
    />
  );
}

/** 新增/编辑计划单: which SKU, how many orders, the gift and the fee per order, who runs it; 保存 or 保存并提交. */
export function PlanOrderForm({ id, visible, onClose, onSaved }: { id?: number; visible: boolean; onClose(): void; onSaved(id: number): void }) {
  const platforms = useOptions('platforms').options;
  const overseas = useOverseasOptions();
  const current = useApi(id ? getPlanOrder : null, { id: id! });
  const p = current.data;
  if (id && !p) return null;
  return (
    <FormDialog
      title={p ? `编辑计划单：${p.serialNo}` : '新增计划单'}
      visible={visible}
      width={640}
      schema={savePlanOrderBody}
      initValues={
        p
          ? { platformId: p.platformId, operationId: p.operationId, orderCount: p.orderCount, giftName: p.giftName, giftValue: p.giftValue, giftCurrency: p.giftCurrency, feePerOrder: p.feePerOrder, feeCurrency: p.feeCurrency, overseasUserId: p.overseasUserId, remark: p.remark ?? '', commit: false }
          : { giftCurrency: 'USD', feeCurrency: 'USD', commit: false }
      }
      toInput={({ platformId: _, ...rest }) => ({ ...rest, id, version: p?.version })}
      successText={p ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => onSaved((await call(insertOrUpdatePlanOrder, { body })).id)}
    >
      {(values) => (
        <>
          <Form.Select field="platformId" label="平台" style={{ width: '100%' }} optionList={platforms} />
          <OperationSelect platformId={values.platformId as number | undefined} />
          <Form.InputNumber field="orderCount" label="计划单量" min={1} precision={0} style={{ width: '100%' }} />
          <Form.Input field="giftName" label="礼品" placeholder="如 Amazon 礼品卡" />
          <Form.Input field="giftValue" label="礼品价值" inputMode="decimal" />
          <Form.Select field="giftCurrency" label="礼品币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
          <Form.Input field="feePerOrder" label="每单费用" inputMode="decimal" />
          <Form.Select field="feeCurrency" label="费用币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
          <Form.Select field="overseasUserId" label="海外专员" style={{ width: '100%' }} optionList={overseas} />
          <Form.TextArea field="remark" label="备注" autosize maxCount={500} />
          <Form.Checkbox field="commit" noLabel>
            保存并提交审核
          </Form.Checkbox>
        </>
      )}
    </FormDialog>
  );
}
