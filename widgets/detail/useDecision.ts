import { useRef, useState } from 'react';
import { Toast } from '@douyinfe/semi-ui';
import type { ApprovalAction, ApprovalDetail } from '@shared/api/approvals';
import { Messages, ResCode } from '@shared/api/envelope';
import { endpoints } from '../common/endpoints';
import { call, WidgetError } from '../common/http';
import { decisionBody, decisionProblems, emptyDecision, type DecisionProblems, type DecisionValues } from './decision';

/** The last decision's result, shown above the record. */
export interface DecisionOutcome {
  ok: boolean;
  text: string;
}

/** The problem key of a refusal shown inside the dialog (bad input: the person can fix it there). */
export const FORM_PROBLEM = '_form';

/**
 * Taking a decision on one record: the action being asked, its inputs and their problems, one send
 * at a time, and the outcome. `refresh` reloads the record after every answer.
 */
export function useDecision(record: Pick<ApprovalDetail, 'entity' | 'id' | 'version'>, refresh: () => Promise<unknown>) {
  const [asking, setAsking] = useState<ApprovalAction | null>(null);
  const [values, setValues] = useState<DecisionValues>(emptyDecision);
  const [problems, setProblems] = useState<DecisionProblems>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  // State updates land after the event: a ref stops a second tap in the same moment.
  const sending = useRef(false);

  const start = (action: ApprovalAction) => {
    setAsking(action);
    setValues(emptyDecision());
    setProblems({});
  };
  const cancel = () => {
    if (!sending.current) setAsking(null);
  };

  const send = async (action: ApprovalAction) => {
    const found = decisionProblems(action, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      const result = await call(endpoints.approvalDecide, {
        params: { entity: record.entity, id: record.id },
        body: decisionBody(action, record.version, values),
      });
      const text = `已${action.label}，当前状态：${result.statusLabel}`;
      setAsking(null);
      setOutcome({ ok: true, text });
      Toast.success(text);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : Messages.generic;
      if (error instanceof WidgetError && error.resCode === ResCode.BAD_REQUEST) {
        setProblems({ [FORM_PROBLEM]: message });
        return;
      }
      // Someone else decided first, or the record changed: say so and show it as it is now.
      setAsking(null);
      setOutcome({ ok: false, text: message });
      Toast.error(message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
    await refresh();
  };

  const submit = () => {
    if (asking && !sending.current) void send(asking);
  };

  return { asking, values, setValues, problems, busy, outcome, start, cancel, submit };
}
export type Decision = ReturnType<typeof useDecision>;
