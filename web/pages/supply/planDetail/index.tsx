import '../../../components/table/table.css';
import { useState } from 'react';
import { Descriptions, Space, Typography } from '@douyinfe/semi-ui';
import { confirmSupplyPlan, deleteSupplyPlan, querySupplyPlanDetail, signSupplyPlan, type PlanDetail } from '@shared/api/supply/plans';
import { opSupplyScreen, supplyListScreen } from '@shared/api/supply/screens';
import { supplyPlanLogistics } from '@shared/api/supply/stores';
import { supplyPlanTrackPage } from '@shared/api/supply/tracks';
import { supplyPlanMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSection } from '../../../components/resource';
import { useRecordParam } from '../../../components/resource/useRecordDrawer';
import { DataTable } from '../../../components/table/DataTable';
import { useListQuery } from '../../../components/table/useListQuery';
import { WorkflowTimeline } from '../../../components/workflow/WorkflowTimeline';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useSession } from '../../../lib/session/SessionContext';
import { dateTime, modeLabel, statusOf } from '../common/looks';
import { trackColumns } from '../common/trackColumns';
import { LogisticsCost } from './LogisticsCost';
import { PlanLines } from './PlanLines';
import { SkuNotes } from './SkuNotes';

const status = statusOf(supplyPlanMachine);
const ACTIONS = { confirm: confirmSupplyPlan, sign: signSupplyPlan, delete: deleteSupplyPlan } as const;

/**
 * /sale/supply-detail?id= (供货计划详情, opened from 供货计划): lines with their formula, logistics cost
 * and notes, a draft's units edited in place, the plan's tracks, actions and log.
 */
export default function PlanDetailPage() {
  const id = useRecordParam() ?? 0;
  const { can, info } = useSession();
  const [notesOf, setNotesOf] = useState<{ skuId: number; sku: string } | null>(null);
  const plan = useApi(id > 0 ? querySupplyPlanDetail : null, { id });
  const estimate = useApi(id > 0 ? supplyPlanLogistics : null, { planId: id });
  const tracks = useListQuery(supplyPlanTrackPage, { planId: id }, { paging: 'local', defaultLimit: 100 });
  const refresh = () => void Promise.all([plan.mutate(), estimate.mutate(), tracks.refresh()]);
  const p = plan.data;
  if (!p) return <Typography.Text type="tertiary">{plan.error ? '供货计划不存在' : '加载中…'}</Typography.Text>;

  const run = async (action: keyof typeof ACTIONS, label: string) => {
    const endpoint = ACTIONS[action];
    const ref = { id: p.id, version: p.version };
    await (endpoint.method === 'GET' ? call(endpoint, { query: ref } as never) : call(endpoint, { body: ref } as never));
    notice.success(`${label}成功`);
    refresh();
  };
  const editable = p.status === 'draft' && p.createdBy === info?.id && can(supplyListScreen.code('edit'));
  const rows = tracks.rows.filter((t) => t.status !== 'deleted');
  const splitSkus = new Set(p.lines.filter((l) => rows.filter((t) => t.skuId === l.skuId).length > 1).map((l) => l.skuId));

  return (
    <Space vertical align="start" style={{ width: '100%' }} spacing="loose">
      <Space>
        <Typography.Title heading={4}>供货计划 {p.serialNo}</Typography.Title>
        {status(p.status)}
        {p.actions.map((a) => (
          <LockButton key={a.action} type={a.danger ? 'danger' : 'primary'} theme="solid" onClick={() => void run(a.action as keyof typeof ACTIONS, a.label).catch(() => undefined)}>
            {a.label}
          </LockButton>
        ))}
      </Space>
      <Descriptions row size="small" data={summary(p)} />
      <div style={{ width: '100%' }}>
        <PlanLines plan={p} estimate={estimate.data} editable={editable} splitSkus={splitSkus} onNotes={setNotesOf} onSaved={refresh} />
      </div>
      <div style={{ width: '100%' }}>
        <DetailSection title="物流费用估算" empty="估算中…">
          {estimate.data && <LogisticsCost estimate={estimate.data} />}
        </DetailSection>
      </div>
      <Typography.Title heading={6}>计划跟踪</Typography.Title>
      <div style={{ width: '100%' }}>
        <DataTable tableKey="supply.planTracks" columns={trackColumns(refresh)} list={tracks} />
      </div>
      <div style={{ width: '100%' }}>
        <DetailSection title="操作记录" empty="暂无记录">
          <WorkflowTimeline machine={supplyPlanMachine} log={p.log} />
        </DetailSection>
      </div>
      <SkuNotes planId={p.id} line={notesOf} canAdd={can(supplyListScreen.code('edit')) || can(opSupplyScreen.code('edit'))} onClose={() => setNotesOf(null)} />
    </Space>
  );
}

const summary = (p: PlanDetail) => [
  { key: '店铺', value: p.storeName },
  { key: '目的仓', value: p.warehouseName },
  { key: '运输方式', value: modeLabel(p.transportMode) },
  { key: '计划周', value: p.planWeek },
  { key: '计划数量', value: p.totalQty },
  { key: '计划人', value: p.creatorName },
  { key: '创建时间', value: dateTime(p.createdAt) },
  ...(p.remark ? [{ key: '备注', value: p.remark }] : []),
];
