import { useState } from 'react';
import { ArrayField, Button, Form, Spin, Typography, Upload, useFormState } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { IconDelete, IconPlus, IconUpload } from '@douyinfe/semi-icons';
import { getAccountCompanyByPlatform } from '@shared/api/promotion/accountCompany';
import { claimDetailGet, saveClaim, saveClaimBody, type ClaimDetail } from '@shared/api/promotion/claim';
import type { CheckLimitsBody } from '@shared/api/promotion/limits';
import { currency as currencyOf, money } from '@shared/api/inputs';
import { PROMOTE_TYPES } from '@shared/api/promotion/types';
import { queryPermissionSku } from '@shared/api/products/sku';
import { uploadFile } from '@shared/api/tool';
import { formatTime } from '@shared/format';
import { FormSheet } from '../../../components/form/FormSheet';
import { useZodForm } from '../../../components/form/useZodForm';
import { CURRENCY_OPTIONS, useOptions } from '../../../components/options';
import { optionsOf } from '../../../components/pickers/options';
import { call, upload, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { LimitPanel, useLimitCheck } from '../../../components/promotion/LimitCheck';
import { storedPromoteType } from '../common/promoteType';
import { useSubmitClaim } from './useSubmitClaim';

interface ClaimFormProps {
  visible: boolean;
  /** The claim to edit (draft or rejected); absent for 新增. */
  id?: number;
  onClose(): void;
  onSaved(id: number): void;
}

type Line = { skuId?: number; description?: string; spentOn?: string | Date; currency?: string; amount?: string; fileIds?: number[] };
const day = (v: unknown) => (v ? formatTime(v as string | Date, 'yyyy-MM-dd') : '');
const toInput = (values: Record<string, unknown>) => ({
  ...values,
  lines: ((values.lines as Line[] | undefined) ?? []).map((l) => ({ ...l, spentOn: day(l.spentOn), fileIds: l.fileIds ?? [] })),
});

/** The claim's lines as spends of its month (each converted on the server at the rate of its day, as saving does), or null while incomplete. */
function claimLimitInput(values: Record<string, unknown>): CheckLimitsBody | null {
  const { platformId, month, lines } = toInput(values) as { platformId?: number; month?: string; lines: Array<Line & { spentOn: string }> };
  const spends = lines.flatMap((l) => {
    const amount = money.safeParse(l.amount);
    const currency = currencyOf.safeParse(l.currency);
    return amount.success && currency.success && l.spentOn ? [{ skuId: l.skuId ?? undefined, amount: amount.data, currency: currency.data, spentOn: l.spentOn }] : [];
  });
  return platformId && month && spends.length ? { platformId, month: String(month).trim(), spends } : null;
}

const thisMonth = () => formatTime(new Date(), 'yyyy-MM');
const newLine = () => ({ currency: 'USD', spentOn: formatTime(new Date(), 'yyyy-MM-dd'), fileIds: [] as number[] });
const initialOf = (c?: ClaimDetail) =>
  c
    ? {
        platformId: c.platformId,
        accountCompanyId: c.accountCompanyId,
        promoteType: c.promoteType,
        month: c.month,
        purpose: c.purpose,
        lines: c.lines.map((l) => ({ skuId: l.skuId ?? undefined, description: l.description, spentOn: l.spentOn, currency: l.currency, amount: l.amount, fileIds: l.fileIds })),
        overReason: c.overReason ?? '',
      }
    : { promoteType: storedPromoteType() ?? 'onsite_ads', month: thisMonth(), lines: [newLine()] };

/** A line's receipts: uploaded files held as ids in the line's `fileIds`. */
function Receipts({ api, field, names, onUploaded }: { api: () => FormApi | undefined; field: string; names: Map<number, string>; onUploaded(id: number, name: string): void }) {
  useFormState(); // re-drawn when the line's receipts change
  const ids = (api()?.getValue(`${field}.fileIds`) as number[] | undefined) ?? [];
  const set = (next: number[]) => api()?.setValue(`${field}.fileIds`, next);
  return (
    <Form.Slot label="票据">
      {ids.map((id) => (
        <div key={id}>
          <Typography.Text>{names.get(id) ?? `附件 ${id}`}</Typography.Text>
          <Button theme="borderless" size="small" type="danger" onClick={() => set(ids.filter((x) => x !== id))}>
            移除
          </Button>
        </div>
      ))}
      <Upload
        action=""
        multiple
        showUploadList={false}
        customRequest={({ fileInstance, onSuccess, onError }) => {
          upload(uploadFile, fileInstance)
            .then((r) => {
              onUploaded(r.id, r.name);
              set([...((api()?.getValue(`${field}.fileIds`) as number[] | undefined) ?? []), r.id]);
              onSuccess(r);
            })
            .catch((e: Error) => onError({ status: 0 }, e as never));
        }}
      >
        <Button icon={<IconUpload />} size="small">
          上传票据
        </Button>
      </Upload>
    </Form.Slot>
  );
}

function SkuSelect({ field, platformId }: { field: string; platformId?: number }) {
  const [sku, setSku] = useState('');
  const found = useApi(queryPermissionSku, { sku, platformId, limit: 50 } as never).data ?? [];
  return <Form.Select field={field} label="SKU" showClear filter remote onSearch={setSku} style={{ width: '100%' }} optionList={found.map((s) => ({ value: s.id, label: `${s.sku} ${s.name}` }))} placeholder="可选：输入SKU搜索" />;
}

function FormBody({ detail, onClose, onSaved }: { detail?: ClaimDetail; onClose(): void; onSaved(id: number): void }) {
  const form = useZodForm(saveClaimBody, toInput);
  const platforms = useOptions('platforms');
  const [platformId, setPlatformId] = useState<number | undefined>(detail?.platformId);
  const companies = useApi(platformId ? getAccountCompanyByPlatform : null, { platformId: platformId ?? 0 }).data ?? [];
  const [names, setNames] = useState(() => new Map((detail?.attachments ?? []).map((a) => [a.id, a.name])));
  const submitClaim = useSubmitClaim();
  const [values, setValues] = useState<Record<string, unknown>>(() => initialOf(detail));
  const limits = useLimitCheck(claimLimitInput(values));

  const save = (submit: boolean) =>
    form.submit(async (input) => {
      const reason = String(form.api()?.getValue('overReason') ?? '').trim();
      if (submit && (await limits.now()).length && !reason) {
        notice.warning('超出费用限额，请填写超限原因');
        setTimeout(() => form.api()?.setError('overReason', '请填写超限原因'));
        return;
      }
      const saved = await call(saveClaim, { body: { ...(input as object), id: detail?.id, version: detail?.version } as never });
      if (!submit) notice.success('草稿已保存');
      else if (!(await submitClaim({ id: saved.id, version: saved.version, reason: reason || undefined }))) return onSaved(saved.id);
      onSaved(saved.id);
    });

  return (
    <FormSheet
      title={detail ? `编辑报销单 ${detail.serialNo}` : '新增报销单'}
      width={760}
      onClose={onClose}
      actions={[
        { text: '保存草稿', onClick: () => save(false) },
        { text: '提交', primary: true, onClick: () => save(true) },
      ]}
    >
      <LimitPanel state={limits} />
      <Form {...form.formProps} onValueChange={(v: Record<string, unknown>) => setValues({ ...v })} labelPosition="left" labelWidth={90} labelAlign="right" initValues={initialOf(detail)} aria-label="报销单表单">
        <Form.Select
          field="platformId"
          label="平台"
          style={{ width: '100%' }}
          optionList={platforms.options}
          onChange={(v) => {
            setPlatformId(v as number);
            form.api()?.setValue('accountCompanyId', undefined);
          }}
        />
        <Form.Select field="accountCompanyId" label="账户公司" style={{ width: '100%' }} optionList={companies.map((c) => ({ value: c.id, label: `${c.companyName}（${c.account} ${c.currency}）` }))} emptyContent={platformId ? '该平台没有启用的账户公司' : '请先选择平台'} />
        <Form.Select field="promoteType" label="推广类型" style={{ width: '100%' }} optionList={optionsOf(PROMOTE_TYPES)} />
        <Form.Input field="month" label="费用月份" placeholder="yyyy-MM" />
        <Form.TextArea field="purpose" label="报销事由" autosize rows={2} maxCount={500} />
        <ArrayField field="lines">
          {({ arrayFields, addWithInitValue }) => (
            <>
              {arrayFields.map(({ field, key, remove }, i) => (
                <div key={key} role="group" aria-label={`明细${i + 1}`} style={{ borderTop: '1px solid var(--semi-color-border)', paddingTop: 8, marginTop: 8 }}>
                  <Typography.Text strong>明细 {i + 1}</Typography.Text>
                  {arrayFields.length > 1 && <Button theme="borderless" type="danger" icon={<IconDelete />} onClick={remove} aria-label={`删除明细${i + 1}`} />}
                  <SkuSelect field={`${field}.skuId`} platformId={platformId} />
                  <Form.Input field={`${field}.description`} label="费用说明" />
                  <Form.DatePicker field={`${field}.spentOn`} label="费用日期" style={{ width: '100%' }} />
                  <Form.Select field={`${field}.currency`} label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
                  <Form.Input field={`${field}.amount`} label="金额" inputMode="decimal" placeholder="最多两位小数；按费用日期的汇率折人民币" />
                  <Receipts api={form.api} field={field} names={names} onUploaded={(id, name) => setNames((m) => new Map(m).set(id, name))} />
                </div>
              ))}
              <Button icon={<IconPlus />} onClick={() => addWithInitValue(newLine())} style={{ marginTop: 8 }}>
                添加明细
              </Button>
            </>
          )}
        </ArrayField>
        {(limits.over.length > 0 || !!values.overReason) && <Form.TextArea field="overReason" label="超限原因" autosize rows={2} maxCount={500} placeholder="超出限额的原因（提交时必填）" />}
      </Form>
    </FormSheet>
  );
}

/** 新增 / 编辑报销单 in a side sheet: 保存草稿 or 提交 (an over-limit claim asks for a reason). */
export function ClaimForm({ visible, id, onClose, onSaved }: ClaimFormProps) {
  const detail = useApi(visible && id ? claimDetailGet : null, { id: id ?? 0 });
  if (!visible) return null;
  if (id && !detail.data) {
    return (
      <FormSheet title="编辑报销单" width={760} onClose={onClose} actions={[]}>
        <Spin />
      </FormSheet>
    );
  }
  return <FormBody key={id ?? 'new'} detail={id ? detail.data : undefined} onClose={onClose} onSaved={onSaved} />;
}
