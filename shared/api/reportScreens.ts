/** The report centre's screens (docs/domain/report-center.md). */
import { defineScreen } from '../screen/define';

export const templateScreen = defineScreen({
  path: '/reportCenter/templateImportManager',
  title: '导入模板',
  page: 'reportCenter/templates',
  elements: { all: '查看全部导入记录' },
  demo: { finance: [] },
});

export const downloadScreen = defineScreen({
  path: '/reportCenter/reportDownloadManager',
  title: '报表下载',
  page: 'reportCenter/downloads',
  elements: { all: '查看全部导出任务' },
  demo: { sales: [], finance: [], sales_manager: [], operations: [] },
});

export const reportScreens = [templateScreen, downloadScreen];
