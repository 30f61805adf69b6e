import { Typography } from '@douyinfe/semi-ui';
import { beforeWeekSale } from '@shared/api/sales/forecast';
import { ISO_WEEK } from '@shared/api/sales/common';
import { useApi } from '../../../lib/api';

/** 历史销量: the 12 weeks of actual sales before the start week (queryBeforeWeekSale), beside the forecast being edited. */
export function WeekHistory({ skuId, storeId, startWeek }: { skuId?: number; storeId?: number; startWeek: string }) {
  const ready = !!skuId && !!storeId && ISO_WEEK.test(startWeek);
  const history = useApi(ready ? beforeWeekSale : null, ready ? { skuId, storeId, week: startWeek, weeks: 12 } : undefined);
  if (!ready) return null;
  const weeks = history.data ?? [];
  return (
    <div data-testid="week-history">
      <Typography.Text strong>起始周之前12周实际销量</Typography.Text>
      {weeks.length === 0 ? (
        <Typography.Text type="tertiary">（没有实际销量）</Typography.Text>
      ) : (
        <table className="cd-forecast-weeks">
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <td>{w.week}</td>
                <td style={{ textAlign: 'right' }}>{w.qty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
