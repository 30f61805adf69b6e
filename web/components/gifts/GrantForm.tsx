import { Form } from '@douyinfe/semi-ui';
import { cardStock } from '@shared/api/gifts/cards';
import { GIFT_KINDS, GRANT_REASONS, grantFields, saveGrant, type GrantFields } from '@shared/api/gifts/grants';
import { allProductGift } from '@shared/api/gifts/stock';
import { CURRENCIES } from '@shared/api/inputs';
import { FormDialog } from '../form/FormDialog';
import { optionsOf } from '../pickers/options';
import { call, useApi } from '../../lib/api';

/** 新增礼品发放: to whom, why, which gift; saved and submitted for approval in one step. `initial` pre-fills it (a grant from a review). */
export function GrantForm({ visible, initial, onClose, onSaved }: { visible: boolean; initial?: Partial<GrantFields>; onClose(): void; onSaved(id: number): void }) {
  const gifts = useApi(allProductGift);
  const cards = useApi(cardStock);
  const brands = [...new Set((cards.data ?? []).map((c) => c.brand))];
  return (
    <FormDialog
      title="新增礼品发放"
      visible={visible}
      width={640}
      schema={grantFields}
      initValues={{ giftKind: 'card', reasonType: 'order', currency: 'USD', quantity: 1, ...initial }}
      successText="已提交审批"
      onClose={onClose}
      onSubmit={async (grant) => onSaved((await call(saveGrant, { body: { submit: true, grant } })).id)}
    >
      {(values) => {
        const gift = (gifts.data ?? []).find((g) => g.id === Number(values.giftId));
        return (
          <>
            <Form.Input field="recipientName" label="收件人" />
            <Form.Select field="reasonType" label="发放原因" style={{ width: '100%' }} optionList={optionsOf(GRANT_REASONS)} />
            <Form.Input field="orderNo" label="订单号" />
            <Form.Input field="planOrderNo" label="测评计划单号" placeholder="测评计划的订单可填" />
            {initial?.reviewId != null && <Form.Input field="reviewId" label="关联评论ID" disabled />}
            <Form.TextArea field="reason" label="发放说明" autosize rows={2} maxCount={500} />
            <Form.RadioGroup field="giftKind" label="礼品类型" options={optionsOf(GIFT_KINDS)} />
            {values.giftKind === 'card' ? (
              <>
                <Form.AutoComplete field="cardBrand" label="礼品卡品牌" style={{ width: '100%' }} data={brands} />
                <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCIES.map((c) => ({ value: c, label: c }))} />
                <Form.Input field="faceValue" label="面值" />
                <Form.Input field="recipientEmail" label="收件邮箱" />
              </>
            ) : (
              <>
                <Form.Select field="giftId" label="实物礼品" style={{ width: '100%' }} filter optionList={(gifts.data ?? []).map((g) => ({ value: g.id, label: `${g.sku} ${g.name}` }))} />
                <Form.Select
                  field="warehouseId"
                  label="发放仓库"
                  style={{ width: '100%' }}
                  optionList={(gift?.stock ?? []).map((s) => ({ value: s.warehouseId, label: `${s.warehouseName}（库存 ${s.quantity}）` }))}
                  emptyContent="该礼品暂无库存"
                />
                <Form.InputNumber field="quantity" label="数量" min={1} max={100} precision={0} />
                <Form.Input field="recipientPhone" label="电话" />
                <Form.TextArea field="recipientAddress" label="收件地址" autosize rows={2} />
              </>
            )}
          </>
        );
      }}
    </FormDialog>
  );
}
