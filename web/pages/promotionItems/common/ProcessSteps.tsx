import { Steps, Typography } from '@douyinfe/semi-ui';
import { getItemProcessById } from '@shared/api/promotionItems/process';
import { formatTime } from '@shared/format';
import { useApi } from '../../../lib/api';

const STATUS = { done: 'finish', current: 'process', waiting: 'wait', rejected: 'error', skipped: 'wait' } as const;

/** 审批流程 of one item: each step, who decided it, when and why. */
export function ProcessSteps({ id }: { id: number }) {
  const process = useApi(getItemProcessById, { id });
  if (!process.data) return null;
  return (
    <Steps type="basic" size="small" aria-label="审批流程" current={-1}>
      {process.data.steps.map((s) => (
        <Steps.Step
          key={s.step}
          title={s.state === 'skipped' ? `${s.label}（无需）` : s.label}
          status={STATUS[s.state]}
          description={
            <Typography.Text type="tertiary" size="small">
              {s.actorName ? `${s.actorName} ${s.at ? formatTime(s.at) : ''}` : s.state === 'current' ? '待处理' : ''}
              {s.comment ? `：${s.comment}` : ''}
            </Typography.Text>
          }
        />
      ))}
    </Steps>
  );
}
