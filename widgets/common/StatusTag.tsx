import { Tag } from '@douyinfe/semi-ui';
import type { StateDef } from '@shared/workflow/machine';
import { machineOf } from '@shared/workflow/registry';

/** A record's status with the colour its state machine declares (grey when unknown). */
export function StatusTag({ entity, status, label }: { entity: string; status: string; label: string }) {
  const state = (machineOf(entity)?.states as Record<string, StateDef> | undefined)?.[status];
  return (
    <Tag color={state?.color ?? 'grey'} size="large" shape="circle">
      {label}
    </Tag>
  );
}
