import { PARTIAL_SUCCESS } from '@shared/api/supply/common';
import { batchConfirmPlanTrack, type BatchConfirmResult } from '@shared/api/supply/tracks';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/** 批量确认: 10001 (some lines not confirmed) is a success too; the lines that failed are reported. */
export function BatchConfirmButton({ ids, onDone }: { ids: number[]; onDone(result: BatchConfirmResult): void }) {
  const confirm = async () => {
    const result = await call(batchConfirmPlanTrack, { body: { ids }, okCodes: [PARTIAL_SUCCESS] });
    if (!result.failed.length) notice.success(`已确认 ${result.done.length} 条`);
    onDone(result);
  };
  return (
    <LockButton theme="solid" disabled={!ids.length} onClick={() => void confirm().catch(() => undefined)}>
      批量确认{ids.length ? `（${ids.length}）` : ''}
    </LockButton>
  );
}
