import { forecastSkuScreen } from '@shared/api/sales/screens';
import { saleForecastSkus } from '../../../db/schema';
import { defineVisibility } from '../../../http/visibility';

/** Operators see the forecast SKUs they added; holders of sku-list:btn_viewAll see all. */
export const forecastSkuVisibility = defineVisibility({ screens: [forecastSkuScreen.path], owner: saleForecastSkus.createdBy, title: '预测SKU' });
