import '../../../components/screen.css';
import { useState } from 'react';
import type { ISpec } from '@visactor/vchart/esm/core';
import { monthReport, monthReportExport } from '@shared/api/promotionItems/reports';
import { monthFields } from '@shared/api/promotionItems/recordFields';
import { Chart } from '../../../components/chart/Chart';
import { ExportButton } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { ReportFilters, useInitialRange, type RangeValues } from '../common/ReportFilters';
import { reportColumns, ReportView, Table } from '../common/ReportView';

const SOURCES = [
  ['itemCny', '推广项目'],
  ['claimCny', '报销'],
  ['otherCny', '其他'],
] as const;

/** /costReport/month-report (月度费用报表): cost per month by source (CNY) against sales, 费用率; chart and numbers; export. */
export default function MonthReportPage() {
  const [range, setRange] = useState<RangeValues>(useInitialRange());
  const report = useApi(monthReport, range as never);
  const rows = report.data ?? [];
  const spec: ISpec = {
    type: 'bar',
    data: [{ id: 'costs', values: rows.flatMap((r) => SOURCES.map(([key, label]) => ({ month: r.month, source: label, cny: Number(r[key]) }))) }],
    xField: 'month',
    yField: 'cny',
    seriesField: 'source',
    stack: true,
    legends: { visible: true, orient: 'top' },
    tooltip: { visible: true },
  } as ISpec;
  return (
    <div className="cd-screen-detail">
      <ReportFilters value={range} onApply={setRange} toolbar={<ExportButton endpoint={monthReportExport} query={range} />} />
      <ReportView
        chart={<Chart spec={spec} style={{ height: 360 }} />}
        table={
          <Table
            size="small"
            rowKey="month"
            loading={report.isLoading}
            pagination={false}
            dataSource={rows}
            columns={reportColumns(monthFields, ['month', 'itemCny', 'claimCny', 'otherCny', 'costCny', 'salesCny', 'feeRate'])}
            aria-label="月度费用"
          />
        }
      />
    </div>
  );
}
