import '../../../components/table/table.css';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input, Select, Space, Table, Typography } from '@douyinfe/semi-ui';
import { isoWeekOf } from '@shared/api/sales/weeks';
import { replenishmentSuggestions, saveSupplyPlan, type SuggestionRow } from '@shared/api/supply/plans';
import { replenishmentScreen, supplyDetailScreen } from '@shared/api/supply/screens';
import { getWarehouseTransportWay, supplyStoreList } from '@shared/api/supply/stores';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { modeLabel } from '../common/looks';
import { useSession } from '../../../lib/session/SessionContext';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { CartonEdit } from './CartonEdit';

const keyOf = (r: SuggestionRow) => `${r.storeId}-${r.skuId}`;

/** /sale/fba-replenishment-plan (FBA补货计划): suggestions with their formula; chosen ones become supply plans. */
export default function ReplenishmentPage() {
  const navigate = useNavigate();
  const [storeId, setStoreId] = useState<string | undefined>();
  const [planWeek, setPlanWeek] = useState(isoWeekOf(new Date()));
  const [mode, setMode] = useState<string | undefined>();
  const { can } = useSession();
  const [setting] = useApi(storeId ? supplyStoreList : null, { storeId } as never).data ?? [];
  const warehouseId = setting?.warehouseId;
  // The modes (and lead times) of the chosen store's warehouse: a plan may ship another way than the store's default.
  const modes = useApi(warehouseId ? getWarehouseTransportWay : null, warehouseId ? { warehouseId } : undefined).data ?? [];
  const weekOk = /^\d{4}-W\d{2}$/.test(planWeek);
  const suggestions = useApi(weekOk ? replenishmentSuggestions : null, { storeId: storeId ?? '', planWeek, transportMode: (storeId && mode) || '' } as never);
  const rows = useMemo(() => suggestions.data ?? [], [suggestions.data]);
  const [selected, setSelected] = useState<string[]>([]);

  const makePlans = async () => {
    const chosen = rows.filter((r) => selected.includes(keyOf(r)));
    const byStore = new Map<number, SuggestionRow[]>();
    for (const r of chosen) byStore.set(r.storeId, [...(byStore.get(r.storeId) ?? []), r]);
    const ids: number[] = [];
    for (const [store, lines] of byStore) {
      const saved = await call(saveSupplyPlan, { body: { storeId: store, planWeek, transportMode: storeId && mode ? (mode as never) : null, lines: lines.map((l) => ({ skuId: l.skuId, qty: l.suggestedQty })) } });
      ids.push(saved.id);
    }
    notice.success(`已生成 ${ids.length} 个供货计划`);
    navigate(`${supplyDetailScreen.path}?id=${ids[0]}`);
  };

  const columns = [
    { title: 'SKU', dataIndex: 'sku', width: 110, fixed: 'left' as const },
    { title: '名称', dataIndex: 'skuName', width: 160 },
    { title: '店铺', dataIndex: 'storeName', width: 170 },
    { title: '目的仓', dataIndex: 'warehouseName', width: 140 },
    { title: '运输方式', dataIndex: 'transportMode', width: 90, render: (v: string) => modeLabel(v) },
    {
      title: '箱规',
      dataIndex: 'cartonQty',
      width: 80,
      align: 'right' as const,
      render: (_: number, r: SuggestionRow) => <CartonEdit row={r} editable={can(replenishmentScreen.code('plan'))} onSaved={() => void suggestions.mutate()} />,
    },
    { title: '建议补货', dataIndex: 'suggestedQty', width: 90, align: 'right' as const, render: (v: number) => <Typography.Text strong>{v}</Typography.Text> },
    { title: '计算公式', dataIndex: 'formula', render: (v: string) => <Typography.Text type="tertiary" className="supply-formula">{v}</Typography.Text> },
  ];

  return (
    <div className="cd-page">
      <Space className="cd-toolbar" wrap>
        <StoreSelect
          source="supply"
          asText
          aria-label="供货店铺"
          placeholder="全部供货店铺（输入代码或名称搜索）"
          style={{ width: 240 }}
          value={storeId}
          onChange={(v) => {
            setStoreId(v as string | undefined);
            setMode(undefined);
          }}
        />
        <Select
          aria-label="运输方式"
          placeholder={storeId ? '店铺默认运输方式' : '先选店铺'}
          disabled={!storeId}
          showClear
          style={{ width: 220 }}
          value={mode}
          optionList={modes.map((m) => ({ value: m.value, label: `${m.label}（${m.leadDays}天）` }))}
          onChange={(v) => setMode(v as string | undefined)}
        />
        <Input aria-label="计划周" prefix="计划周" style={{ width: 200 }} value={planWeek} onChange={setPlanWeek} />
        <Auth code={replenishmentScreen.code('plan')}>
          <LockButton theme="solid" disabled={!selected.length} onClick={() => void makePlans().catch(() => undefined)}>
            生成供货计划{selected.length ? `（${selected.length}）` : ''}
          </LockButton>
        </Auth>
      </Space>
      <Typography.Paragraph type="tertiary">
        建议补货 = 预测需求（运输时效内各周）+ 安全库存（安全周数 × 周均预测）− 在库 − 在途，按箱规向上取整；小于等于0不补货。
      </Typography.Paragraph>
      <Table
        rowKey={(r?: SuggestionRow) => (r ? keyOf(r) : '')}
        loading={suggestions.isLoading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        empty="没有补货建议：先在“供货店铺”设置目的仓，并确认销量预测已审核"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys ?? []) as string[]),
          getCheckboxProps: (r: SuggestionRow) => ({ disabled: r.suggestedQty <= 0 }),
        }}
      />
    </div>
  );
}
