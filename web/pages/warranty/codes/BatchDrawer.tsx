import { Button } from '@douyinfe/semi-ui';
import { IconDownload } from '@douyinfe/semi-icons';
import { downloadExportTask } from '@shared/api/report';
import { getQrBatchById, qrBatchLog } from '@shared/api/warranty/batch';
import { batchActionEndpoints, productQrDetailPage } from '@shared/api/warranty/code';
import { BatchCodes } from './BatchCodes';
import { batchFields } from '@shared/api/warranty/fields';
import { warrantyBatchMachine } from '@shared/workflow';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { download, useApi } from '../../../lib/api';

const NAMES = ['projectName', 'sku', 'quantity', 'generatedCount', 'registeredCount', 'remark', 'printerName', 'printedAt', 'creatorName', 'createdAt'] as const;

/** A batch: 生成二维码 / 标记已打印 as allowed now, the print sheet, every code (paged, 补打 one) and its log. */
export function BatchDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const codes = useApi(productQrDetailPage, { batchId: id, limit: 1 });
  const drawer = useRecordDetail({
    // Read again every 2 s while its codes are being generated.
    detail: { endpoint: getQrBatchById, query: { id }, swr: { refreshInterval: (b) => (b?.status === 'generating' ? 2000 : 0) } },
    log: { endpoint: qrBatchLog, query: { id } },
    also: [codes],
    onClose,
    onChanged,
  });
  const b = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={warrantyBatchMachine}
      heading={b?.serialNo}
      fields={batchFields}
      names={NAMES}
      transitions={batchActionEndpoints}
      exclude={['finish', 'fail']}
      buttons={
        b?.exportTaskId && b.exportStatus === 'done' ? (
          <Button icon={<IconDownload />} onClick={() => download(downloadExportTask, undefined, `二维码_${b.serialNo}.zip`, { params: { id: b.exportTaskId! } })}>
            下载打印包
          </Button>
        ) : undefined
      }
    >
      <DetailSection title={`二维码（共 ${codes.data?.total ?? 0} 个）`} empty="还没有生成二维码">
        {codes.data?.total ? <BatchCodes batchId={id} /> : null}
      </DetailSection>
    </DetailSheet>
  );
}
