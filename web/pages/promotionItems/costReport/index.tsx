import '../../../components/screen.css';
import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import type { ISpec } from '@visactor/vchart/esm/core';
import { COST_DIMENSIONS, costReport, costReportExport } from '@shared/api/promotionItems/reports';
import { costFields } from '@shared/api/promotionItems/recordFields';
import { Chart } from '../../../components/chart/Chart';
import { optionsOf } from '../../../components/pickers/options';
import { ExportButton } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { ReportFilters, useInitialRange, type RangeValues } from '../common/ReportFilters';
import { reportColumns, ReportView, Table } from '../common/ReportView';

/** /costReport/promoteCostReport (推广费用报表): cost by platform, store, classification or SKU against sales and the limits (费用率). */
export default function CostReportPage() {
  const [range, setRange] = useState<RangeValues>({ ...useInitialRange(), dimension: 'platform' });
  const report = useApi(costReport, range as never);
  const rows = report.data ?? [];
  const top = rows.slice(0, 20);
  const spec: ISpec = {
    type: 'bar',
    data: [{ id: 'cost', values: top.flatMap((r) => [{ label: r.label, kind: '费用', cny: Number(r.costCny) }, { label: r.label, kind: '销售额', cny: Number(r.salesCny) }]) }],
    xField: ['label', 'kind'],
    yField: 'cny',
    seriesField: 'kind',
    legends: { visible: true, orient: 'top' },
    tooltip: { visible: true },
  } as ISpec;
  return (
    <div className="cd-screen-detail">
      <ReportFilters
        value={range}
        onApply={setRange}
        extra={<Form.Select field="dimension" label="统计维度" style={{ width: 150 }} optionList={optionsOf(COST_DIMENSIONS)} />}
        toolbar={<ExportButton endpoint={costReportExport} query={range} />}
      />
      <ReportView
        chart={<Chart spec={spec} style={{ height: 360 }} />}
        table={
          <Table
            size="small"
            rowKey="key"
            loading={report.isLoading}
            pagination={{ pageSize: 50 }}
            dataSource={rows}
            columns={reportColumns(costFields, ['label', 'itemCny', 'claimCny', 'otherCny', 'costCny', 'salesCny', 'feeRate', 'rateLimit', 'productLimit', 'over'])}
            aria-label="推广费用"
          />
        }
      />
    </div>
  );
}
