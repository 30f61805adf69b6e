import { logisticsCosts, type LogisticsCostRow } from '@shared/api/sales/logistics';
import { MasterScreen } from '../../../components/master';

/** /sale/logistics-cost (物流费用): cost per kg per destination country and transport mode, maintained from the 物流费用 template. */
export default function LogisticsCostPage() {
  return (
    <MasterScreen
      master={logisticsCosts}
      emptyText="还没有物流费用：下载模板填写后导入"
      templateText="下载模板"
      renders={{ country: (r: LogisticsCostRow) => `${r.countryName ?? ''}（${r.country}）`, costPerKg: (r: LogisticsCostRow) => `${r.currency} ${r.costPerKg}` }}
    />
  );
}
