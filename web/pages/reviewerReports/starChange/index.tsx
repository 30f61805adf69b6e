import { useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { addStarChangeWeekExcelTask, listStarChangeWeekPage, type ChangeRow } from '@shared/api/reviewerReports/ratings';
import { ExportButton, ResourceList, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table/DataTable';
import { ProductTrendSheet, type ProductRef } from '../common/ProductTrendSheet';
import { RATING_FILTERS, RatingFilterFields, ratingQuery } from '../common/RatingFilterFields';

const FILTERS = { ...RATING_FILTERS, asin: '', direction: '' };

const change = (v: string) => <span style={{ color: Number(v) > 0 ? 'var(--semi-color-success)' : 'var(--semi-color-danger)' }}>{Number(v) > 0 ? `+${v}` : v}</span>;

const COLUMNS: DataColumn<ChangeRow>[] = [
  { key: 'week', title: '周', width: 90 },
  { key: 'platformCode', title: '站点', width: 90 },
  { key: 'asin', title: 'ASIN', width: 120 },
  { key: 'sku', title: 'SKU', width: 120 },
  { key: 'skuName', title: '产品', width: 160, ellipsis: true },
  { key: 'groupName', title: '产品组', width: 80 },
  { key: 'categoryName', title: '品类', width: 90 },
  { key: 'previousStar', title: '上周星级', width: 90, align: 'right' },
  { key: 'star', title: '本周星级', width: 90, align: 'right' },
  { key: 'starChange', title: '变化', width: 80, align: 'right', render: (r) => change(r.starChange) },
  { key: 'countChange', title: '评分数变化', width: 100, align: 'right', render: (r) => `${r.previousCount} → ${r.ratingCount}（${r.countChange >= 0 ? '+' : ''}${r.countChange}）` },
  {
    key: 'promotions',
    title: '同周推广日志（本周与上周）',
    width: 280,
    render: (r) =>
      r.promotions.length
        ? r.promotions.map((p) => (
            <div key={p.id}>
              <Tag size="small" color="orange">{p.kindLabel}</Tag> {p.actionDate} {p.content}
            </div>
          ))
        : '无',
  },
];

/** /reportQuery/starChange: each product whose star moved since the week before, beside its promotion log. */
export default function StarChangePage() {
  const state = useResourceList({ endpoint: listStarChangeWeekPage, filters: FILTERS, toQuery: ({ asin, direction, ...rest }) => ({ ...ratingQuery(rest), asin, direction }) });
  const [product, setProduct] = useState<ProductRef | null>(null);
  return (
    <>
      <ResourceList
        title="星级变动"
        state={state}
        tableKey="reviewerReports.starChange"
        columns={COLUMNS}
        open={{ column: 'asin', onOpen: setProduct }}
        filterFields={
          <>
            <RatingFilterFields />
            <Form.Input field="asin" label="ASIN" placeholder="前缀匹配" style={{ width: 140 }} showClear />
            <Form.Select field="direction" label="方向" showClear style={{ width: 100 }} optionList={[{ value: 'up', label: '上升' }, { value: 'down', label: '下降' }]} />
          </>
        }
        toolbar={<ExportButton endpoint={addStarChangeWeekExcelTask} query={state.query} />}
      />
      <ProductTrendSheet product={product} onClose={() => setProduct(null)} />
    </>
  );
}
