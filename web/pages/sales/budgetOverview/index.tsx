import { useState } from 'react';
import { Card, Col, Empty, Row, Select, Space, Spin, Typography } from '@douyinfe/semi-ui';
import { budgetOverview } from '@shared/api/sales/budgetStats';
import { useApi } from '../../../lib/api';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { SliceChart } from './SliceChart';

const thisYear = new Date().getFullYear();
const YEARS = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => ({ value: y, label: `${y}年` }));
const money = (v: string) => Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** /sale/budget-overview (预算总览): the approved budgets of a year against actual sales, by store, month and category, in CNY. */
export default function BudgetOverviewPage() {
  const [year, setYear] = useState(thisYear);
  const [storeId, setStoreId] = useState<number>();
  const overview = useApi(budgetOverview, { year, ...(storeId ? { storeId } : {}) });
  const o = overview.data;
  return (
    <Space vertical align="start" spacing="medium" style={{ width: '100%' }}>
      <Space>
        <Select aria-label="年份" value={year} optionList={YEARS} onChange={(v) => setYear(v as number)} style={{ width: 120 }} />
        <StoreSelect aria-label="店铺" placeholder="全部店铺（输入代码或名称搜索）" value={storeId} onChange={(v) => setStoreId(v as number | undefined)} style={{ width: 260 }} />
      </Space>
      {!o ? (
        overview.error ? <Typography.Text type="danger">{overview.error.message}</Typography.Text> : <Spin />
      ) : o.budgetCount === 0 ? (
        <Empty description={`${year}年还没有已通过的年度预算`} />
      ) : (
        <>
          <Card style={{ width: '100%' }}>
            <Space spacing="loose" wrap>
              <span>已通过预算 {o.budgetCount} 份</span>
              <span data-testid="overview-budget">预算销售额 ¥{money(o.total.budgetCny)}</span>
              <span>实际销售额 ¥{money(o.total.actualCny)}</span>
              <span>
                预算销量 {o.total.budgetQty.toLocaleString('zh-CN')} / 实际销量 {o.total.actualQty.toLocaleString('zh-CN')}
              </span>
              <Typography.Text type="tertiary">汇率（{year}-01-01）：{o.rates.map((r) => `${r.currency} ${r.rate}`).join('，')}</Typography.Text>
            </Space>
          </Card>
          <Row gutter={16} style={{ width: '100%' }}>
            <Col span={12}>
              <SliceChart title="按店铺" slices={o.byStore} />
            </Col>
            <Col span={12}>
              <SliceChart title="按品类" slices={o.byCategory} />
            </Col>
          </Row>
          <div style={{ width: '100%' }}>
            <SliceChart title="按月份" slices={o.byMonth} />
          </div>
        </>
      )}
    </Space>
  );
}
