import { useState } from 'react';
import { Radio, RadioGroup } from '@douyinfe/semi-ui';
import type { RedsRow } from '@shared/api/kol/reds';
import { RedsChart } from './RedsChart';
import { METRICS, weeklyPerformance, type Metric } from './redsWeekly';

/** The posts' views, clicks, orders or fees per publish week; the table beneath holds every number. */
export function RedsPerformance({ rows }: { rows: RedsRow[] }) {
  const [metric, setMetric] = useState<Metric>('views');
  if (!rows.length) return null;
  return (
    <div data-testid="kol-reds-chart" style={{ margin: '8px 0' }}>
      <RadioGroup type="button" value={metric} onChange={(e) => setMetric(e.target.value as Metric)} aria-label="帖子表现指标">
        {Object.entries(METRICS).map(([value, label]) => (
          <Radio key={value} value={value}>
            {label}
          </Radio>
        ))}
      </RadioGroup>
      <RedsChart bars={weeklyPerformance(rows, metric)} />
    </div>
  );
}
