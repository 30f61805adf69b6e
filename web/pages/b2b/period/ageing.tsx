import type { PeriodTotal } from '@shared/api/b2b/period';
import type { DataColumn } from '../../../components/table';
import { Money } from '../../../components/fields';

type Ageing = Pick<PeriodTotal, 'currency' | 'invoiced' | 'received' | 'outstanding' | 'notDue' | 'overdue' | 'overdue1to30' | 'overdue31to60' | 'overdue61to90' | 'overdueOver90'>;

const AMOUNTS: Array<[keyof Ageing, string]> = [
  ['invoiced', '已开票'],
  ['received', '已回款'],
  ['outstanding', '未回款'],
  ['notDue', '未到期'],
  ['overdue', '已逾期'],
  ['overdue1to30', '1–30天'],
  ['overdue31to60', '31–60天'],
  ['overdue61to90', '61–90天'],
  ['overdueOver90', '90天以上'],
];

/** The money columns shared by the per-customer rows and the total rows (in the row's currency). */
export function ageingColumns<R extends Ageing>(): DataColumn<R>[] {
  return AMOUNTS.map(([key, title]) => ({
    key,
    title,
    width: 130,
    align: 'right' as const,
    render: (r: R) => <Money amount={r[key]} />,
  }));
}
