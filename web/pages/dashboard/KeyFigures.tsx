import { Card, Typography } from '@douyinfe/semi-ui';
import type { ISpec } from '@visactor/vchart/esm/core';
import { useNavigate } from 'react-router-dom';
import { homeFigures, type HomeFigure } from '@shared/api/home';
import { useApi } from '../../lib/api';
import { useRouteTable } from '../../app/routing/RouteTableContext';
import { Chart } from '../../components/chart/Chart';

/** A small trend: bars for amounts and counts per period, no axes (the tooltip tells the values). */
const trendSpec = (f: HomeFigure): ISpec =>
  ({
    type: f.unit === '%' ? 'line' : 'bar',
    data: [{ id: 'trend', values: f.trend }],
    xField: 'label',
    yField: 'value',
    height: 72,
    padding: 4,
    axes: [
      { orient: 'bottom', visible: false },
      { orient: 'left', visible: false },
    ],
    tooltip: { visible: true },
  }) as ISpec;

function FigureCard({ figure }: { figure: HomeFigure }) {
  const navigate = useNavigate();
  const table = useRouteTable();
  const open = table.find(figure.path.split('?')[0]!) ? () => navigate(figure.path) : undefined;
  return (
    <div role={open ? 'link' : undefined} aria-label={figure.title} data-figure={figure.key} onClick={open} style={{ cursor: open ? 'pointer' : 'default' }}>
      <Card shadows="hover" bodyStyle={{ padding: 16 }}>
      <Typography.Text type="tertiary">{figure.title}</Typography.Text>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 4, margin: '4px 0' }}>
        <Typography.Title heading={3} style={{ margin: 0 }}>
          {figure.unit === '元' ? `¥${Number(figure.value).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}` : figure.value}
        </Typography.Title>
        {figure.unit && figure.unit !== '元' && <Typography.Text type="tertiary">{figure.unit}</Typography.Text>}
      </div>
      {figure.hint && (
        <Typography.Text type="tertiary" size="small" ellipsis={{ showTooltip: true }} style={{ display: 'block' }}>
          {figure.hint}
        </Typography.Text>
      )}
      {figure.trend.length > 0 && <Chart spec={trendSpec(figure)} style={{ height: 72, marginTop: 8 }} />}
      </Card>
    </div>
  );
}

/** 关键指标: the few figures the user's job watches (none: nothing shown); a card opens the list behind it. */
export function KeyFigures() {
  const { data } = useApi(homeFigures);
  if (!data?.length) return null;
  return (
    <Card title="关键指标">
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {data.map((f) => (
          <FigureCard key={f.key} figure={f} />
        ))}
      </div>
    </Card>
  );
}
