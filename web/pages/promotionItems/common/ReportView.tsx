import type { ReactNode } from 'react';
import { Table, TabPane, Tabs } from '@douyinfe/semi-ui';
import type { FieldSet, Fields } from '@shared/screen/fields';
import { FieldValue } from '../../../components/fields';

/** Semi columns of a report's fields, each cell formatted as everywhere else. */
export function reportColumns<R, F extends Fields<R>>(fields: FieldSet<R, F>, names: ReadonlyArray<keyof F & string>) {
  return names.map((name) => ({ title: fields[name]!.label, dataIndex: name, width: fields[name]!.width, render: (_: unknown, row: R) => <FieldValue field={fields[name]!} row={row} name={name} /> }));
}

/** A report: the chart first, the numbers one click away (数据 tab), both from the same rows. */
export function ReportView({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className="cd-panel">
      <Tabs type="line" defaultActiveKey="chart">
        <TabPane tab="图表" itemKey="chart">
          {chart}
        </TabPane>
        <TabPane tab="数据" itemKey="table">
          {table}
        </TabPane>
      </Tabs>
    </div>
  );
}

export { Table };
