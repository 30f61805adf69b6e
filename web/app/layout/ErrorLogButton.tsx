import { Badge, Button } from '@douyinfe/semi-ui';
import { IconAlertTriangle } from '@douyinfe/semi-icons';
import { useErrorLog } from '../../lib/errorLog';

/** Only when errors exist (spec §2 Shell): a badge with their count that opens the list. */
export function ErrorLogButton({ onOpen }: { onOpen(): void }) {
  const entries = useErrorLog();
  if (entries.length === 0) return null;
  return (
    <Badge count={entries.length} overflowCount={99} type="danger">
      <Button theme="borderless" type="danger" aria-label="错误日志" icon={<IconAlertTriangle />} onClick={onOpen} />
    </Badge>
  );
}
