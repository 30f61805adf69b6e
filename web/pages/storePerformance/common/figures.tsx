import { Tag } from '@douyinfe/semi-ui';
import { HEALTH_FIGURES, HEALTH_KEYS, type HealthFigure } from '@shared/api/storePerformance/health';
import type { DataColumn } from '../../../components/table';

/** A figure with its unit, red when it breaks its limit. */
export function FigureCell({ figure, value, risks }: { figure: HealthFigure; value: string | number | null | undefined; risks: readonly string[] }) {
  if (value === null || value === undefined) return <span>-</span>;
  const text = `${value}${HEALTH_FIGURES[figure].unit}`;
  return risks.includes(figure) ? <Tag color="red">{text}</Tag> : <span>{text}</span>;
}

/** One column per health figure, read by `get` from a row. */
export function figureColumns<R>(get: (row: R) => ({ risks: readonly string[] } & Partial<Record<HealthFigure, string | number>>) | null): DataColumn<R>[] {
  return HEALTH_KEYS.map((k) => ({
    key: k,
    title: HEALTH_FIGURES[k].label,
    width: 110,
    render: (row: R) => {
      const w = get(row);
      return <FigureCell figure={k} value={w?.[k]} risks={w?.risks ?? []} />;
    },
  }));
}

/** The risk tags of a week (风险项). */
export const RiskTags = ({ risks }: { risks: readonly string[] }) =>
  risks.length ? (
    <>
      {risks.map((r) => (
        <Tag key={r} color="red" size="small" style={{ marginRight: 4 }}>
          {HEALTH_FIGURES[r as HealthFigure]?.label ?? r}
        </Tag>
      ))}
    </>
  ) : (
    <Tag color="green" size="small">
      正常
    </Tag>
  );
