import { IconFile } from '@douyinfe/semi-icons';
import { importLogisticsCost, LOGISTICS_TEMPLATE_FILE, logisticsCosts, logisticsCostTemplate, type LogisticsCostRow } from '@shared/api/sales/logistics';
import { logisticsCostScreen } from '@shared/api/sales/screens';
import { ImportButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { MasterScreen } from '../../../components/master';
import { download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';

/** /sale/logistics-cost (物流费用): cost per kg per destination country and transport mode, maintained from the 物流费用 template. */
export default function LogisticsCostPage() {
  return (
    <MasterScreen
      master={logisticsCosts}
      emptyText="还没有物流费用：下载模板填写后导入"
      renders={{ country: (r: LogisticsCostRow) => `${r.countryName ?? ''}（${r.country}）`, costPerKg: (r: LogisticsCostRow) => `${r.currency} ${r.costPerKg}` }}
      toolbar={(refresh) => (
        <Auth code={logisticsCostScreen.code('import')}>
          <LockButton icon={<IconFile />} onClick={() => void download(logisticsCostTemplate, {}, LOGISTICS_TEMPLATE_FILE).catch(() => undefined)}>
            下载模板
          </LockButton>
          <ImportButton endpoint={importLogisticsCost} onImported={refresh} />
        </Auth>
      )}
    />
  );
}
