import type { ReactNode } from 'react';
import { Divider, SideSheet, Space, Spin, Typography } from '@douyinfe/semi-ui';
import type { WorkflowLogRow } from '@shared/api/workflow';
import type { TransitionEndpoint } from '@shared/api/transition';
import type { FieldSet, Fields } from '@shared/screen';
import { findTransition, type Machine } from '@shared/workflow';
import { FieldList } from '../fields/FieldList';
import { WorkflowActions, type ActionValues } from '../workflow/WorkflowActions';
import { WorkflowStatusTag } from '../workflow/WorkflowStatusTag';
import { WorkflowTimeline } from '../workflow/WorkflowTimeline';
import { notice } from '../../lib/notice';
import { runTransition } from './runTransition';

/** What a workflow record must carry for the sheet to offer its actions. */
export interface WorkflowRecord {
  id: number;
  version: number;
  status: string;
  createdBy: number;
}

interface DetailSheetProps<R extends WorkflowRecord, F extends Fields<R>> {
  machine: Machine;
  /** Undefined while loading. */
  record?: R;
  /** Beside the title: the serial number. */
  heading?: string;
  fields: FieldSet<R, F>;
  /** The fields shown, in order. */
  names: ReadonlyArray<keyof F & string>;
  /** The contracts that run this machine's transitions: each action button calls its own. */
  transitions: readonly TransitionEndpoint[];
  /** Inputs an action asks for besides a reason (e.g. the paying account of 确认付款). */
  actionFields?: Partial<Record<string, ReactNode>>;
  /** Actions offered elsewhere (提交 from the form). */
  exclude?: string[];
  /** Actions run through a form of the page's own (付款 with its proof); every other action shown is one `transitions` runs. */
  handlers?: Partial<Record<string, () => void>>;
  log?: WorkflowLogRow[];
  /** Buttons beside the actions (编辑, 打印). */
  buttons?: ReactNode;
  /** Sections between the fields and the log (attachments, allocations). */
  children?: ReactNode;
  onClose(): void;
  /** After an action: lists and counts refresh; `gone` when the record left (deleted). */
  onChanged(gone: boolean): void;
  /** Reloads the record and its log after an action that keeps it. */
  reload(): Promise<unknown>;
}

/**
 * The detail drawer of a workflow record: status, fields, sections, the actions the user may take
 * now (each through its contract, or a page's own form; an action neither runs is not shown), and the record's log.
 */
export function DetailSheet<R extends WorkflowRecord, F extends Fields<R>>(props: DetailSheetProps<R, F>) {
  const { machine, record, heading, fields, names, transitions, actionFields, exclude, handlers, log, buttons, children, onClose, onChanged, reload } = props;

  const act = async (action: string, values: ActionValues) => {
    await runTransition(transitions, action, record!, values);
    notice.success('操作成功');
    const gone = findTransition(machine, action)?.to === 'deleted';
    onChanged(gone);
    if (gone) onClose();
    else await reload();
  };

  return (
    <SideSheet
      title={
        <Space>
          <span>{heading ? `${machine.title} ${heading}` : machine.title}</span>
          {record && <WorkflowStatusTag machine={machine} status={record.status} />}
        </Space>
      }
      visible
      onCancel={onClose}
      closeOnEsc
      width={720}
    >
      {!record ? (
        <Spin />
      ) : (
        <div aria-label={`${machine.title}详情`}>
          <Space wrap className="cd-detail-actions">
            {buttons}
            <WorkflowActions machine={machine} record={record} onAction={act} fields={actionFields} exclude={exclude} runnable={transitions} handlers={handlers} />
          </Space>
          <FieldList fields={fields} names={names} row={record} />
          {children}
          <DetailSection title="操作记录" empty="暂无记录">
            {log && <WorkflowTimeline machine={machine} log={log} />}
          </DetailSection>
        </div>
      )}
    </SideSheet>
  );
}

/** A titled part of a drawer: its content, or what it says when empty. */
export function DetailSection({ title, empty, children }: { title: string; empty: string; children?: ReactNode }) {
  return (
    <>
      <Divider margin={16} />
      <Typography.Title heading={6}>{title}</Typography.Title>
      {children || <Typography.Text type="tertiary">{empty}</Typography.Text>}
    </>
  );
}
