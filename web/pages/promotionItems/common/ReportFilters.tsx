import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Form } from '@douyinfe/semi-ui';
import { formatTime } from '@shared/format';
import { useItemClasses } from './pickers';
import { useOptions } from '../../../components/options';

export interface RangeValues {
  fromMonth: string;
  toMonth: string;
  platformId?: number;
  classify?: string;
  [key: string]: unknown;
}

const monthOf = (d: Date) => formatTime(d, 'yyyy-MM');
/** The last six months up to this one. */
export function defaultRange(): RangeValues {
  const now = new Date();
  return { fromMonth: monthOf(new Date(now.getFullYear(), now.getMonth() - 5, 1)), toMonth: monthOf(now) };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The range a link asks for (`?fromMonth=2026-11&toMonth=2026-12`), else the last six months. */
export function useInitialRange(): RangeValues {
  const [params] = useSearchParams();
  const [from, to] = [params.get('fromMonth') ?? '', params.get('toMonth') ?? ''];
  return MONTH.test(from) && MONTH.test(to) ? { fromMonth: from, toMonth: to } : defaultRange();
}

/** A report's filter bar: month range, platform, classification (and `extra` fields); 查询 applies them. */
export function ReportFilters({ value, onApply, extra, toolbar }: { value: RangeValues; onApply(v: RangeValues): void; extra?: ReactNode; toolbar?: ReactNode }) {
  const platforms = useOptions('platforms');
  const classes = useItemClasses();
  return (
    <div className="cd-panel">
      <Form
        layout="horizontal"
        labelPosition="inset"
        initValues={{ ...value, fromMonth: new Date(`${value.fromMonth}-01T00:00:00`), toMonth: new Date(`${value.toMonth}-01T00:00:00`) }}
        onSubmit={(v: Record<string, unknown>) =>
          onApply({ ...v, fromMonth: monthOf(v.fromMonth as Date), toMonth: monthOf(v.toMonth as Date), platformId: (v.platformId as number) || undefined, classify: (v.classify as string) || undefined })
        }
        aria-label="报表筛选"
      >
        <Form.DatePicker field="fromMonth" label="开始月份" type="month" style={{ width: 170 }} />
        <Form.DatePicker field="toMonth" label="结束月份" type="month" style={{ width: 170 }} />
        <Form.Select field="platformId" label="平台" showClear filter style={{ width: 170 }} optionList={platforms.options} />
        <Form.Select field="classify" label="分类" showClear style={{ width: 150 }} optionList={classes} />
        {extra}
        <Button htmlType="submit" theme="solid">
          查询
        </Button>
        {toolbar}
      </Form>
    </div>
  );
}
