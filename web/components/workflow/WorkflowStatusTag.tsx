import { Tag } from '@douyinfe/semi-ui';
import { stateLabel, type Machine, type StateDef } from '@shared/workflow';

/** A record's status as its machine declares it (label and colour). */
export function WorkflowStatusTag({ machine, status }: { machine: Machine; status: string }) {
  const state = (machine.states as Record<string, StateDef>)[status];
  return (
    <Tag color={state?.color ?? 'grey'} size="small" shape="circle">
      {stateLabel(machine, status)}
    </Tag>
  );
}
