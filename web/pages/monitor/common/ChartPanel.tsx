import { useState } from 'react';
import { Button, Card, Table, Typography } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { ISpec } from '@visactor/vchart/esm/core';
import { Chart } from '../../../components/chart/Chart';

export interface Point {
  x: string;
  y: number;
  series: string;
}

export interface PanelTable<R extends object> {
  rowKey: keyof R & string;
  rows: R[];
  columns: ColumnProps<R>[];
}

interface ChartPanelProps<R extends object> {
  title: string;
  /** What the y values are, for the table's column. */
  unit: string;
  points: Point[];
  kind?: 'line' | 'bar';
  /** The numbers shown under the chart, when they say more than its points (totals per route). */
  table?: PanelTable<R>;
}

const PAGE = 20;

/** One chart over time (or per category), with its numbers one click away in a table under it. */
export function ChartPanel<R extends object = Point>({ title, unit, points, kind = 'line', table }: ChartPanelProps<R>) {
  const [showTable, setShowTable] = useState(false);
  const spec = {
    type: kind,
    data: [{ id: 'points', values: points }],
    xField: kind === 'bar' ? ['x', 'series'] : 'x',
    yField: 'y',
    seriesField: 'series',
    legends: { visible: true, orient: 'top' },
    point: { visible: kind === 'line' && points.length < 40 },
    tooltip: { visible: true },
    height: 240,
  };
  return (
    <Card
      title={title}
      headerExtraContent={
        <Button size="small" theme="borderless" onClick={() => setShowTable((v) => !v)} aria-expanded={showTable}>
          {showTable ? '收起数据' : '查看数据'}
        </Button>
      }
    >
      {points.length ? <Chart spec={spec as ISpec} /> : <Typography.Text type="tertiary">暂无数据</Typography.Text>}
      {showTable &&
        (table ? (
          <Table size="small" rowKey={table.rowKey} pagination={table.rows.length > PAGE ? { pageSize: PAGE } : false} dataSource={table.rows} aria-label={`${title}数据`} columns={table.columns} />
        ) : (
          <Table
            size="small"
            rowKey={(r?: Point) => `${r?.x}|${r?.series}`}
            pagination={points.length > PAGE ? { pageSize: PAGE } : false}
            dataSource={[...points].reverse()}
            aria-label={`${title}数据`}
            columns={[
              { title: kind === 'bar' ? '类别' : '时间', dataIndex: 'x', width: 150 },
              { title: '系列', dataIndex: 'series' },
              { title: unit, dataIndex: 'y', align: 'right', width: 120 },
            ]}
          />
        ))}
    </Card>
  );
}
