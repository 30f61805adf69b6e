import { needs, endpoint } from '../contract';
import { exportTaskCreated } from '../report';
import { importEndpoint } from '../report';
import { forecastFilter } from './forecast';
import { forecastScreen } from './screens';

/** 销量预测 Excel: versions from a template, weekly sales (indicators) from a template, the export task. */
export const FORECAST_IMPORT_KIND = 'saleForecast';
export const FORECAST_TEMPLATE_FILE = '销量预测.xlsx';
export const INDICATORS_IMPORT_KIND = 'saleIndicators';
export const INDICATORS_TEMPLATE_FILE = '销量指标.xlsx';

const base = '/api/promote/saleForecast';

export const addForecastExcelTask = endpoint({
  method: 'GET',
  path: `${base}/addForecastExcelTask`,
  access: needs(forecastScreen.code('export')),
  summary: '按列表筛选条件导出预测版本及其12周预测量（报表下载中心的后台任务；无“查看全部”权限只导出自己的）',
  query: forecastFilter,
  response: exportTaskCreated,
});

export const forecastTemplate = endpoint({
  method: 'GET',
  path: `${base}/exportSaleTemplate`,
  access: needs(forecastScreen.code('edit')),
  summary: `下载“${FORECAST_TEMPLATE_FILE}”导入模板：店铺编码、SKU、起始周、第1周…第12周`,
  transport: 'blob',
});

export const indicatorsTemplate = endpoint({
  method: 'GET',
  path: `${base}/exportIndicatorsTemplate`,
  access: needs(forecastScreen.code('import')),
  summary: `下载“${INDICATORS_TEMPLATE_FILE}”导入模板：店铺编码、SKU、周、销量、销售额`,
  transport: 'blob',
});

export const importForecastSale = importEndpoint({
  path: `${base}/importForecastSale`,
  code: forecastScreen.code('edit'),
  summary: '导入预测：每行成为该SKU在该店铺的一个新草稿版本（12周）；停止预测的SKU、他人店铺、重复行整文件拒绝',
});

export const importForecastIndicators = importEndpoint({
  path: `${base}/importForecastIndicators`,
  code: forecastScreen.code('import'),
  summary: '导入实际周销量（销量指标）：同一SKU、店铺、周已有的被覆盖；币种取店铺平台的币种',
});
