import '../../../components/table/table.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Table, Typography } from '@douyinfe/semi-ui';
import { historyForecast, type ForecastRow } from '@shared/api/sales/forecast';
import { forecastFields } from '@shared/api/sales/recordFields';
import { forecastScreen } from '@shared/api/sales/screens';
import { fieldColumns } from '../../../components/fields';
import { useApi } from '../../../lib/api';
import { ForecastTrend } from '../forecasts/ForecastTrend';

/** /sale/history-forecast?skuId=&storeId= (hidden, opened from a forecast): every version of the SKU in the store; a click shows its trend. */
export default function HistoryForecastPage() {
  const [params] = useSearchParams();
  const skuId = Number(params.get('skuId'));
  const storeId = Number(params.get('storeId'));
  const ok = skuId > 0 && storeId > 0;
  const versions = useApi(ok ? historyForecast : null, ok ? { skuId, storeId } : undefined);
  const [chosen, setChosen] = useState<ForecastRow>();
  const rows = versions.data ?? [];
  const shown = chosen ?? rows[0];
  const columns = fieldColumns(forecastFields, ['versionNo', 'startWeek', 'totalQty', 'status', 'remark', 'creatorName', 'createdAt']);
  if (!ok) return <Typography.Text type="warning">请从销量预测列表打开一个预测的历史版本</Typography.Text>;
  return (
    <>
      <Card title={rows[0] ? `${rows[0].sku} · ${rows[0].storeName} 的预测版本` : '预测版本'} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          rowKey="id"
          loading={!versions.data}
          pagination={false}
          dataSource={rows}
          columns={columns as never}
          onRow={(r?: ForecastRow) => ({ onClick: () => setChosen(r), style: { cursor: 'pointer' } })}
          empty="没有预测版本"
        />
      </Card>
      {shown && (
        <Card title={`趋势图 V${shown.versionNo}`} headerExtraContent={<a href={`${forecastScreen.path}?id=${shown.id}`}>打开</a>}>
          <ForecastTrend key={shown.id} id={shown.id} versionNo={shown.versionNo} />
        </Card>
      )}
    </>
  );
}
