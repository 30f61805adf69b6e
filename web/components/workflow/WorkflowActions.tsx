import { useState, type ReactNode } from 'react';
import { Form, Modal, Space } from '@douyinfe/semi-ui';
import type { TransitionEndpoint } from '@shared/api/transition';
import type { Machine, TransitionDef } from '@shared/workflow';
import { LockButton } from '../LockButton';
import { SubmitDialog } from '../SubmitDialog';
import { useSession } from '../../lib/session/SessionContext';
import { useAllowedActions } from './useAllowedActions';

export type ActionValues = { comment?: string } & Record<string, unknown>;

interface WorkflowActionsProps {
  machine: Machine;
  record: { status: string; createdBy: number };
  /** Runs the action (the page knows its endpoint); errors are shown by the http client. */
  onAction(action: string, values: ActionValues): Promise<unknown>;
  /** Extra Semi Form fields asked before an action, e.g. the tracking number of 确认发货. */
  fields?: Partial<Record<string, ReactNode>>;
  /** Actions offered elsewhere (e.g. 提交 from the edit form). */
  exclude?: string[];
  /**
   * The contracts that run this machine's actions: when given, only the actions one of them runs (or
   * `handlers` opens) are shown, so no button is offered that nothing can run.
   */
  runnable?: readonly TransitionEndpoint[];
  /** Actions the page runs its own way (a form of its own, e.g. 付款 with its proof): clicking opens it. */
  handlers?: Partial<Record<string, () => void>>;
  size?: 'small' | 'default';
}

/**
 * The buttons of the transitions the signed-in user may take now (useAllowedActions). Reasons and extra fields are asked in a dialog;
 * dangerous actions are confirmed.
 */
export function WorkflowActions({ machine, record, onAction, fields = {}, exclude = [], runnable, handlers = {}, size = 'default' }: WorkflowActionsProps) {
  const { info } = useSession();
  const [asking, setAsking] = useState<TransitionDef | null>(null);
  const [busy, setBusy] = useState(false);
  const [formApi, setFormApi] = useState<{ validate(): Promise<ActionValues> } | null>(null);
  const actions = useAllowedActions(machine, record, { exclude, runnable, handled: Object.keys(handlers) });
  if (!info) return null;

  const run = async (t: TransitionDef, values: ActionValues) => {
    setBusy(true);
    try {
      await onAction(t.action, values);
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };
  const start = (t: TransitionDef) => {
    const own = handlers[t.action];
    if (own) return own();
    if (t.comment || fields[t.action]) return setAsking(t);
    if (t.danger) return Modal.confirm({ title: `确定${t.label}该${machine.title}？`, onOk: () => run(t, {}) });
    return run(t, {});
  };
  const submitDialog = async () => {
    if (!asking || !formApi) return;
    // A failed validation shows its messages under the fields.
    const values = await formApi.validate().catch(() => null);
    if (values) await run(asking, values);
  };

  return (
    <>
      <Space>
        {actions.map((t) => (
          <LockButton key={t.action} size={size} type={t.danger ? 'danger' : 'primary'} theme={t.danger ? 'light' : 'solid'} onClick={() => start(t)}>
            {t.label}
          </LockButton>
        ))}
      </Space>
      <SubmitDialog title={asking ? `${asking.label}：${machine.title}` : ''} visible={!!asking} onCancel={() => setAsking(null)} submitText={asking?.label ?? '确定'} onSubmit={submitDialog} busy={busy}>
        {asking && (
          <Form getFormApi={(api) => setFormApi(api as never)} labelPosition="top">
            {fields[asking.action]}
            {asking.comment && (
              <Form.TextArea
                field="comment"
                label={asking.comment === 'required' ? `${asking.label}原因` : '备注'}
                maxCount={500}
                rows={3}
                rules={asking.comment === 'required' ? [{ required: true, message: `请填写${asking.label}原因` }] : []}
              />
            )}
          </Form>
        )}
      </SubmitDialog>
    </>
  );
}
