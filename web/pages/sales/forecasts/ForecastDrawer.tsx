import { useNavigate } from 'react-router-dom';
import { auditForecast, forecastDetailGet, submitBatchForecast, withdrawBatchForecast } from '@shared/api/sales/forecast';
import { forecastFields } from '@shared/api/sales/recordFields';
import { editForecastScreen, historyForecastScreen } from '@shared/api/sales/screens';
import { forecastMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { ForecastTrend } from './ForecastTrend';

const NAMES = ['sku', 'skuName', 'storeName', 'versionNo', 'startWeek', 'totalQty', 'creatorName', 'createdAt', 'remark'] as const;
/** Moved by the batch calls (one id), not by a transition endpoint of their own. */
const BATCH_ACTIONS = { submit: submitBatchForecast, withdraw: withdrawBatchForecast } as const;

interface ForecastDrawerProps {
  id: number;
  onClose(): void;
  onChanged(): void;
}

/** A forecast version: the trend chart (actual weeks, this version, the one in force), its weeks, actions and log. */
export function ForecastDrawer({ id, onClose, onChanged }: ForecastDrawerProps) {
  const navigate = useNavigate();
  const drawer = useRecordDetail({ detail: { endpoint: forecastDetailGet, query: { id } }, onClose, onChanged });
  const f = drawer.record;
  const batch = async (action: keyof typeof BATCH_ACTIONS) => {
    const result = await call(BATCH_ACTIONS[action], { query: { ids: [id] } });
    if (result.failed.length) return notice.error(result.failed[0]!.message);
    notice.success('操作成功');
    onChanged();
    await drawer.reload();
  };
  const offered = new Set(f?.actions.map((a) => a.action));

  return (
    <DetailSheet
      {...drawer.sheet}
      machine={forecastMachine}
      heading={f ? `${f.sku} V${f.versionNo}` : undefined}
      fields={forecastFields}
      names={NAMES}
      transitions={[auditForecast]}
      exclude={Object.keys(BATCH_ACTIONS)}
      buttons={
        <>
          {offered.has('submit') && <LockButton onClick={() => navigate(`${editForecastScreen.path}?id=${id}`)}>编辑</LockButton>}
          {f && <LockButton onClick={() => navigate(`${historyForecastScreen.path}?skuId=${f.skuId}&storeId=${f.storeId}`)}>历史版本</LockButton>}
          {offered.has('submit') && (
            <LockButton theme="solid" onClick={() => void batch('submit').catch(() => undefined)}>
              提交
            </LockButton>
          )}
          {offered.has('withdraw') && <LockButton onClick={() => void batch('withdraw').catch(() => undefined)}>撤回</LockButton>}
        </>
      }
    >
      <DetailSection title="趋势图" empty="">
        {f && <ForecastTrend id={id} versionNo={f.versionNo} />}
      </DetailSection>
      <DetailSection title="预测量" empty="">
        <div className="cd-forecast-grid">
          {(f?.weeks ?? []).map((w) => (
            <span key={w.week}>
              {w.week}：<b>{w.qty}</b>
            </span>
          ))}
        </div>
      </DetailSection>
    </DetailSheet>
  );
}
