import '../../../components/screen.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Table, Typography } from '@douyinfe/semi-ui';
import { spanReport, spanReportExport } from '@shared/api/promotionItems/reports';
import { spanFields } from '@shared/api/promotionItems/recordFields';
import { otherReportScreen } from '@shared/api/promotionItems/screens';
import { formatMoney } from '@shared/format';
import { AddButton, ExportButton } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { ReportFilters, useInitialRange, type RangeValues } from '../common/ReportFilters';
import { reportColumns } from '../common/ReportView';

/** /promoteManager/promoteSpanReportManager (推广跨期报表): items spread over the months of their period, other costs; 其他上报新增; export. */
export default function SpanReportPage() {
  const [range, setRange] = useState<RangeValues>(useInitialRange());
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const report = useApi(spanReport, { ...range, page, limit: 50 } as never);
  return (
    <div className="cd-screen-detail">
      <ReportFilters
        value={range}
        onApply={(v) => {
          setPage(1);
          setRange(v);
        }}
        toolbar={
          <>
            <ExportButton endpoint={spanReportExport} query={range} />
            <AddButton code={otherReportScreen.code('add')} onClick={() => navigate(otherReportScreen.path)}>
              其他上报新增
            </AddButton>
          </>
        }
      />
      <div className="cd-panel">
        <Typography.Text strong>合计（人民币）：{formatMoney(report.data?.totalCny ?? '0')}</Typography.Text>
        <Table
          size="small"
          rowKey={(r?: { source: string; id: number; month: string }) => `${r?.source}-${r?.id}-${r?.month}`}
          loading={report.isLoading}
          dataSource={report.data?.rows ?? []}
          pagination={{ currentPage: page, pageSize: 50, total: report.data?.total ?? 0, onPageChange: setPage }}
          columns={reportColumns(spanFields, ['month', 'serialNo', 'name', 'classify', 'platformName', 'storeName', 'periodStart', 'periodEnd', 'amountCny', 'days', 'monthAmountCny'])}
          aria-label="推广跨期"
        />
      </div>
    </div>
  );
}
