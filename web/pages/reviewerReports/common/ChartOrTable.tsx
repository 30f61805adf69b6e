import type { ReactNode } from 'react';
import { TabPane, Tabs, Typography } from '@douyinfe/semi-ui';

/** A chart with its numbers one click away (the 数据 tab). */
export function ChartOrTable({ chart, table, empty }: { chart: ReactNode; table: ReactNode; empty: boolean }) {
  return (
    <Tabs type="button" size="small" keepDOM={false}>
      <TabPane tab="趋势图" itemKey="chart">
        {empty ? <Typography.Text type="tertiary">所选范围内暂无评分数据</Typography.Text> : chart}
      </TabPane>
      <TabPane tab="数据" itemKey="table">
        {table}
      </TabPane>
    </Tabs>
  );
}
