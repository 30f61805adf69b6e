import { forecastScreen } from '@shared/api/sales/screens';
import { saleForecastVersions } from '../../../db/schema';
import { defineVisibility } from '../../../http/visibility';

/** Operators see their own forecasts; holders of forecast-list:btn_viewAll (managers) see all. */
export const forecastVisibility = defineVisibility({ screens: [forecastScreen.path], owner: saleForecastVersions.createdBy, title: '销量预测' });
