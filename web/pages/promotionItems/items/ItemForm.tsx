import { useEffect, useState } from 'react';
import Big from 'big.js';
import { Form, Spin } from '@douyinfe/semi-ui';
import type { CheckLimitsBody, LimitExceedance } from '@shared/api/promotion/limits';
import { addOrUpdItemDetail, getItemDetailById, itemFields, submitAddOrUpdItemDetail, type ItemDetail } from '@shared/api/promotionItems/items';
import { itemSpends, toCny } from '@shared/api/promotionItems/spread';
import { exchangeRate, money } from '@shared/api/inputs';
import { formatMoney, formatTime } from '@shared/format';
import { FormSheet } from '../../../components/form/FormSheet';
import { fillRate } from '../../../components/form/fillRate';
import { useZodForm } from '../../../components/form/useZodForm';
import { CURRENCY_OPTIONS } from '../../../components/options';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { LimitPanel, useLimitCheck } from '../../../components/promotion/LimitCheck';
import { AccountCompanySelect, PlatformStoreFields, SkuField, useItemClasses } from '../common/pickers';

interface ItemFormProps {
  visible: boolean;
  /** The item to edit (draft or rejected); absent for 新增. */
  id?: number;
  onClose(): void;
  onSaved(id: number): void;
}

const day = (v: unknown) => (v ? formatTime(v as Date, 'yyyy-MM-dd') : '');
/** The period picker's two days as periodStart / periodEnd: what the contract reads. */
const toInput = (values: Record<string, unknown>) => {
  const [start, end] = (values.period as unknown[] | undefined) ?? [];
  const { period: _period, ...rest } = values;
  return { ...rest, periodStart: day(start), periodEnd: day(end) };
};

const initialOf = (d: ItemDetail | undefined) =>
  d
    ? {
        name: d.name,
        classify: d.classify,
        platformId: d.platformId,
        storeId: d.storeId,
        accountCompanyId: d.accountCompanyId,
        skuIds: d.skuIds,
        currency: d.currency,
        amount: d.amount,
        exchangeRate: d.exchangeRate,
        period: [d.periodStart, d.periodEnd],
        description: d.description ?? '',
        overReason: d.overReason ?? '',
      }
    : { classify: 'deal', currency: 'USD', skuIds: [], period: nextMonth() };

/** The spends the item as filled would add (its CNY spread over its period and SKUs, as the server records them), or null while incomplete. */
function itemLimitInput(values: Record<string, unknown>): CheckLimitsBody | null {
  const { platformId, skuIds, amount, exchangeRate: rate, periodStart, periodEnd } = toInput(values) as Record<string, unknown>;
  const amountOk = money.safeParse(amount);
  const rateOk = exchangeRate.safeParse(rate);
  if (!platformId || !Array.isArray(skuIds) || !skuIds.length || !amountOk.success || !rateOk.success || !periodStart || !periodEnd || periodEnd < periodStart) return null;
  const spends = itemSpends({ platformId: platformId as number, skuIds: skuIds as number[], amountCny: toCny(amountOk.data, rateOk.data), periodStart: periodStart as string, periodEnd: periodEnd as string });
  const counted = spends.filter((x) => new Big(x.amountCny).gt(0));
  return counted.length ? { platformId: platformId as number, spends: counted.map(({ skuId, month, amountCny }) => ({ skuId, month, amountCny })) } : null;
}

/** The largest excess: what submission stores on the item and words in its refusal. */
const worstOf = (over: LimitExceedance[]) => over.reduce<LimitExceedance | undefined>((w, e) => (!w || new Big(e.overCny).gt(w.overCny) ? e : w), undefined);

/** A new item plans next month by default: its first to its last day. */
function nextMonth(): [Date, Date] {
  const now = new Date();
  return [new Date(now.getFullYear(), now.getMonth() + 1, 1), new Date(now.getFullYear(), now.getMonth() + 2, 0)];
}

function FormBody({ detail, onClose, onSaved }: { detail?: ItemDetail; onClose(): void; onSaved(id: number): void }) {
  const form = useZodForm(itemFields, toInput);
  const [platformId, setPlatformId] = useState<number | undefined>(detail?.platformId);
  const [values, setValues] = useState<Record<string, unknown>>(() => initialOf(detail));
  const limits = useLimitCheck(itemLimitInput(values));
  const classes = useItemClasses();
  const isNew = !detail;
  const formApi = form.api;
  useEffect(() => {
    if (isNew) fillRate(formApi(), 'USD');
  }, [isNew, formApi]);

  const body = (item: unknown) => ({ id: detail?.id, version: detail?.version, item }) as never;
  const save = (submit: boolean) =>
    form.submit(async (item) => {
      if (submit) {
        const worst = worstOf(await limits.now());
        if (worst && !item.overReason) {
          notice.warning(`超出限额 ${formatMoney(worst.overCny)} 元（${worst.label}），请填写超限原因`);
          setTimeout(() => form.api()?.setError('overReason', '请填写超限原因'));
          return;
        }
      }
      const saved = await call(submit ? submitAddOrUpdItemDetail : addOrUpdItemDetail, { body: body(item) });
      notice.success(submit ? (saved.status === 'pending_limit' ? '已提交，超限需超限审批' : '已提交审批') : '已保存');
      onSaved(saved.id);
    });

  return (
    <FormSheet
      title={detail ? `编辑推广项目 ${detail.serialNo}` : '新增推广项目'}
      width={640}
      onClose={onClose}
      actions={[
        { text: '保存', onClick: () => save(false) },
        { text: '保存并提交', primary: true, onClick: () => save(true) },
      ]}
    >
      <LimitPanel state={limits} />
      <Form {...form.formProps} onValueChange={(v: Record<string, unknown>) => setValues({ ...v })} labelPosition="left" labelWidth={96} labelAlign="right" initValues={initialOf(detail)} aria-label="推广项目表单">
        {({ values }: { values: Record<string, unknown> }) => (
          <>
            <Form.Input field="name" label="项目名称" />
            <Form.Select field="classify" label="项目分类" style={{ width: '100%' }} optionList={classes} />
            <PlatformStoreFields
              platformId={values.platformId}
              onPlatform={(id) => {
                setPlatformId(id);
                form.api()?.setValues({ ...form.api()!.getValues(), storeId: undefined, accountCompanyId: undefined });
              }}
            />
            <AccountCompanySelect platformId={platformId} />
            <SkuField platformId={platformId} initial={detail ? detail.skuIds.map((id, i) => ({ id, sku: detail.skus[i] ?? String(id) })) : []} />
            <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} onChange={(c) => fillRate(form.api(), c)} />
            <Form.Input field="amount" label="金额" inputMode="decimal" placeholder="最多两位小数" />
            <Form.Input field="exchangeRate" label="汇率" inputMode="decimal" placeholder="当日汇率（汇率管理），人民币为 1" />
            <Form.DatePicker field="period" label="项目期间" type="dateRange" style={{ width: '100%' }} />
            <Form.TextArea field="description" label="项目说明" autosize rows={2} maxCount={500} />
            {(limits.over.length > 0 || !!values.overReason) && <Form.TextArea field="overReason" label="超限原因" autosize rows={2} maxCount={500} placeholder="超出限额的原因" />}
          </>
        )}
      </Form>
    </FormSheet>
  );
}

/** 新增 / 编辑推广项目 in a side sheet: 保存 or 保存并提交 (limits checked; over a limit asks for a reason). */
export function ItemForm({ visible, id, onClose, onSaved }: ItemFormProps) {
  const detail = useApi(visible && id ? getItemDetailById : null, { id: id ?? 0 });
  if (!visible) return null;
  if (id && !detail.data) {
    return (
      <FormSheet title="编辑推广项目" onClose={onClose} actions={[]}>
        <Spin />
      </FormSheet>
    );
  }
  return <FormBody key={id ?? 'new'} detail={id ? detail.data : undefined} onClose={onClose} onSaved={onSaved} />;
}
