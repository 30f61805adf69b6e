import { useState } from 'react';
import { Form, Table } from '@douyinfe/semi-ui';
import { redsFieldSet } from '@shared/api/kol/fields';
import { queryKolPoolList } from '@shared/api/kol/pool';
import { addEvaluate, addOrUpdLogitics, addOrUpdReds, evaluateBody, getRedsList, getRedsNumAndReferralFee, logisticsBody, logisticStatusOptions, redsBody, type RedsRow } from '@shared/api/kol/reds';
import { kolRequireScreen } from '@shared/api/kol/screens';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { CHANNEL_OPTIONS, withDays } from '../common/options';
import { RedsPerformance } from './RedsPerformance';
import { Shipments } from './Shipments';
import { CURRENCY_OPTIONS } from '../../../components/options';

type Dialog = { kind: 'red'; red?: RedsRow } | { kind: 'ship'; red: RedsRow } | { kind: 'evaluate'; red: RedsRow } | null;

/** Influencers that may be picked (blacklisted ones are never offered; the one of an edited post stays). */
function KolSelect({ current }: { current?: { id: number; name: string } }) {
  const [name, setName] = useState('');
  const kols = useApi(queryKolPoolList, { selectable: 'true', name, limit: 50 } as never);
  return (
    <Form.Select
      field="poolId"
      label="红人"
      filter
      remote
      onSearch={setName}
      style={{ width: '100%' }}
      optionList={[
        ...(current && !(kols.data?.rows ?? []).some((k) => k.id === current.id) ? [{ value: current.id, label: current.name }] : []),
        ...(kols.data?.rows ?? []).map((k) => ({ value: k.id, label: `${k.name}（${k.channel}，评分 ${k.score}）` })),
      ]}
    />
  );
}

/** An approved requirement's posts with their totals; marketing adds posts, sample shipments and evaluations. */
export function RedsSection({ requireId, approved, editable = approved }: { requireId: number; approved: boolean; editable?: boolean }) {
  const reds = useApi(getRedsList, { requireId, limit: 100 } as never);
  const totals = useApi(getRedsNumAndReferralFee, { requireId });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [shipped, setShipped] = useState(0);
  const refresh = () => {
    setShipped((n) => n + 1);
    void Promise.all([reds.mutate(), totals.mutate()]);
  };
  const editing = dialog?.kind === 'red' ? dialog.red : undefined;
  const t = totals.data;
  const columns = [
    ...fieldColumns(redsFieldSet, ['kolName', 'publishDate', 'views', 'clicks', 'orders', 'referralFee', 'score']),
    {
      title: '操作',
      dataIndex: 'op',
      render: (_: unknown, red: RedsRow) => (
        <Auth code={kolRequireScreen.code('red')}>
          {editable && (
            <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'red', red })}>
              编辑
            </LockButton>
          )}
          <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'ship', red })}>寄样</LockButton>
          <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'evaluate', red })}>评价</LockButton>
        </Auth>
      ),
    },
  ];
  return (
    <div data-testid="kol-reds">
      {t && (
        <div style={{ marginBottom: 8 }}>
          帖子 {t.redsCount} 条 · 浏览 {t.views} · 点击 {t.clicks} · 订单 {t.orders} · 推广费 {t.fees.map((f) => `${f.amount} ${f.currency}`).join(' + ') || '0'}
          {t.feeCny ? `（折合 ${t.feeCny} CNY）` : t.rateMessage ? `（${t.rateMessage}）` : ''}
        </div>
      )}
      {approved && (
        <Auth code={kolRequireScreen.code('red')}>
          <LockButton onClick={() => setDialog({ kind: 'red' })}>添加红人帖子</LockButton>
        </Auth>
      )}
      <RedsPerformance rows={reds.data?.rows ?? []} />
      <Table size="small" rowKey="id" columns={columns as never} dataSource={reds.data?.rows ?? []} pagination={false} />
      <Shipments requireId={requireId} version={shipped} />
      <FormDialog
        key={editing?.id ?? 'new'}
        title={editing ? `编辑红人帖子（${editing.kolName}）` : '添加红人帖子'}
        visible={dialog?.kind === 'red'}
        schema={redsBody}
        initValues={editing ? { ...editing } : { requireId, channel: 'youtube', currency: 'USD', views: 0, clicks: 0, orders: 0, publishDate: new Date() }}
        toInput={(v) => withDays({ ...v, requireId, id: editing?.id, version: editing?.version }, ['publishDate'])}
        successText="保存成功"
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await call(addOrUpdReds, { body });
          refresh();
        }}
      >
        <KolSelect current={editing ? { id: editing.poolId, name: editing.kolName } : undefined} />
        <Form.Input field="link" label="帖子链接" />
        <Form.Select field="channel" label="渠道" style={{ width: '100%' }} optionList={CHANNEL_OPTIONS} />
        <Form.DatePicker field="publishDate" label="发布日期" style={{ width: '100%' }} />
        <Form.InputNumber field="views" label="浏览量" min={0} style={{ width: '100%' }} />
        <Form.InputNumber field="clicks" label="点击量" min={0} style={{ width: '100%' }} />
        <Form.InputNumber field="orders" label="订单数" min={0} style={{ width: '100%' }} />
        <Form.Input field="referralFee" label="推广费" />
        <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
      </FormDialog>
      <FormDialog
        title="寄送样品"
        visible={dialog?.kind === 'ship'}
        schema={logisticsBody}
        initValues={{ status: 'shipped', quantity: 1, shippedOn: new Date() }}
        toInput={(v) => withDays({ ...v, redsId: dialog?.kind === 'ship' ? dialog.red.id : undefined }, ['shippedOn', 'deliveredOn'])}
        successText="保存成功"
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await call(addOrUpdLogitics, { body });
          refresh();
        }}
      >
        <Form.Input field="carrier" label="物流商" />
        <Form.Input field="trackingNo" label="运单号" />
        <Form.InputNumber field="quantity" label="数量" min={1} max={100} style={{ width: '100%' }} />
        <Form.DatePicker field="shippedOn" label="发货日期" style={{ width: '100%' }} />
        <Form.Select field="status" label="状态" style={{ width: '100%' }} optionList={logisticStatusOptions} />
        <Form.DatePicker field="deliveredOn" label="签收日期" style={{ width: '100%' }} />
      </FormDialog>
      <FormDialog
        title="合作评价"
        visible={dialog?.kind === 'evaluate'}
        schema={evaluateBody}
        toInput={(v) => ({ ...v, redsId: dialog?.kind === 'evaluate' ? dialog.red.id : undefined })}
        successText="评价成功"
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await call(addEvaluate, { body });
          refresh();
        }}
      >
        {[
          ['contentScore', '内容质量'],
          ['punctualityScore', '准时性'],
          ['communicationScore', '沟通配合'],
          ['effectScore', '推广效果'],
        ].map(([field, label]) => (
          <Form.Rating key={field} field={field!} label={label} />
        ))}
        <Form.TextArea field="comment" label="评价" maxCount={500} />
      </FormDialog>
    </div>
  );
}
