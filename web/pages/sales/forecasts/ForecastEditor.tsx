import { useEffect, useState } from 'react';
import { Button, Card, Input, InputNumber, Space, Typography } from '@douyinfe/semi-ui';
import { FORECAST_WEEKS, forecastDetailGet, generateForecast, NO_HISTORY_CODE, saveOrSubmitForecast, type WeekQty } from '@shared/api/sales/forecast';
import { ISO_WEEK } from '@shared/api/sales/common';
import { addWeeks, isoWeekOf, weekRange } from '@shared/api/sales/weeks';
import { SearchSelect } from '../../../components/pickers/SearchSelect';
import { useSkuOptions } from '../../../components/pickers/skus';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { WeekHistory } from './WeekHistory';

interface ForecastEditorProps {
  /** The version to edit; absent for a new one. */
  id?: number;
  onCancel(): void;
  onSaved(id: number): void;
}

const emptyWeeks = (start: string): WeekQty[] => weekRange(start, FORECAST_WEEKS).map((week) => ({ week, qty: 0 }));

/** 编辑预测 (the edit-forecast page): store, SKU and start week; 生成预测 drafts the 12 weeks from history; each week is editable; 保存 or 提交. */
export function ForecastEditor({ id, onCancel, onSaved }: ForecastEditorProps) {
  const existing = useApi(id ? forecastDetailGet : null, id ? { id } : undefined);
  const skus = useSkuOptions();
  const [storeId, setStoreId] = useState<number>();
  const [skuId, setSkuId] = useState<number>();
  const [startWeek, setStartWeek] = useState(addWeeks(isoWeekOf(new Date()), 1));
  const [weeks, setWeeks] = useState<WeekQty[]>(() => emptyWeeks(addWeeks(isoWeekOf(new Date()), 1)));
  const [hint, setHint] = useState('');

  useEffect(() => {
    const f = existing.data;
    if (!f) return;
    setStoreId(f.storeId);
    setSkuId(f.skuId);
    setStartWeek(f.startWeek);
    setWeeks(f.weeks);
  }, [existing.data]);

  const changeStart = (value: string) => {
    setStartWeek(value);
    if (ISO_WEEK.test(value)) setWeeks((old) => weekRange(value, FORECAST_WEEKS).map((week, i) => ({ week, qty: old[i]?.qty ?? 0 })));
  };

  const generate = async () => {
    if (!storeId || !skuId) return notice.warning('请先选择店铺和SKU');
    const draft = await call(generateForecast, { query: { skuId, storeId, startWeek }, okCodes: [NO_HISTORY_CODE] });
    if (!draft) {
      setHint('该SKU在该店铺没有历史销量，请手工填写');
      return;
    }
    setWeeks(draft.weeks);
    setHint(`基数 ${draft.base}（${draft.method}）`);
  };

  const save = async (submit: boolean) => {
    if (!storeId || !skuId) return notice.warning('请先选择店铺和SKU');
    const saved = await call(saveOrSubmitForecast, { body: { id, version: existing.data?.version, skuId, storeId, startWeek, weeks, submit } });
    notice.success(submit ? '已提交审核' : '已保存');
    onSaved(saved.id);
  };

  return (
    <div data-testid="forecast-editor">
    <Card
      style={{ maxWidth: 640 }}
      title={id ? `编辑预测 V${existing.data?.versionNo ?? ''}` : '新建预测'}
      footer={
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <LockButton onClick={() => void save(false).catch(() => undefined)}>保存</LockButton>
          <LockButton theme="solid" onClick={() => void save(true).catch(() => undefined)}>
            提交
          </LockButton>
        </Space>
      }
    >
      <Space vertical align="start" style={{ width: '100%' }}>
        <StoreSelect placeholder="店铺（输入代码或名称搜索）" aria-label="店铺" disabled={!!id} value={storeId} onChange={(v) => setStoreId(v as number | undefined)} />
        <SearchSelect
          placeholder="输入SKU前缀搜索"
          aria-label="SKU"
          disabled={!!id}
          searched={skus}
          value={skuId}
          current={existing.data?.sku ? [{ value: existing.data.skuId, label: `${existing.data.sku} ${existing.data.skuName ?? ''}` }] : undefined}
          onChange={(v) => setSkuId(v as number | undefined)}
        />
        <Space>
          <Input aria-label="起始周" value={startWeek} onChange={changeStart} style={{ width: 140 }} placeholder="2026-W07" />
          <LockButton onClick={() => void generate().catch(() => undefined)}>生成预测</LockButton>
        </Space>
        {hint && <Typography.Text type="tertiary">{hint}</Typography.Text>}
        <WeekHistory skuId={skuId} storeId={storeId} startWeek={startWeek} />
        <table className="cd-forecast-weeks">
          <tbody>
            {weeks.map((w, i) => (
              <tr key={w.week}>
                <td>{w.week}</td>
                <td>
                  <InputNumber
                    aria-label={`${w.week} 预测量`}
                    min={0}
                    max={1_000_000}
                    precision={0}
                    value={w.qty}
                    onChange={(v) => setWeeks((old) => old.map((x, j) => (j === i ? { ...x, qty: Number(v) || 0 } : x)))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Space>
    </Card>
    </div>
  );
}
