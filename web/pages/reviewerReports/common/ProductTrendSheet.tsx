import { SideSheet, Table, Typography } from '@douyinfe/semi-ui';
import { queryProductTrend } from '@shared/api/reviewerReports/ratings';
import { useApi } from '../../../lib/api';
import { ChartOrTable } from './ChartOrTable';
import { StarChart } from './StarChart';

export interface ProductRef {
  platformId: number;
  platformCode: string;
  asin: string;
  sku: string;
}

/** One product's stars over the year with its promotion log beside them. */
export function ProductTrendSheet({ product, onClose }: { product: ProductRef | null; onClose(): void }) {
  const trend = useApi(product ? queryProductTrend : null, product ? { platformId: product.platformId, asin: product.asin } : undefined);
  const weeks = trend.data?.weeks ?? [];
  const promotions = trend.data?.promotions ?? [];
  const noteOf = (weekStart: string) => promotions.filter((p) => p.weekStart === weekStart).map((p) => p.kindLabel).join('、');
  return (
    <SideSheet title={product ? `${product.platformCode} ${product.asin}（${product.sku}）评分趋势` : ''} visible={product !== null} onCancel={onClose} width={760}>
      <ChartOrTable
        empty={weeks.length === 0}
        chart={<StarChart points={weeks.map((w) => ({ week: w.week, series: '星级', star: Number(w.star), promotions: noteOf(w.weekStart) || undefined }))} />}
        table={
          <Table
            size="small"
            rowKey="weekStart"
            dataSource={[...weeks].reverse()}
            pagination={{ pageSize: 12 }}
            columns={[
              { title: '周', dataIndex: 'week' },
              { title: '周一', dataIndex: 'weekStart' },
              { title: '星级', dataIndex: 'star' },
              { title: '评分数', dataIndex: 'ratingCount' },
              { title: '推广', render: (_: unknown, w: { weekStart: string }) => noteOf(w.weekStart) || '-' },
            ]}
          />
        }
      />
      <Typography.Title heading={6} style={{ margin: '16px 0 8px' }}>
        推广日志
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        dataSource={[...promotions].reverse()}
        pagination={false}
        empty="这段时间没有推广日志"
        columns={[
          { title: '日期', dataIndex: 'actionDate', width: 110 },
          { title: '类型', dataIndex: 'kindLabel', width: 100 },
          { title: '内容', dataIndex: 'content' },
        ]}
      />
    </SideSheet>
  );
}
