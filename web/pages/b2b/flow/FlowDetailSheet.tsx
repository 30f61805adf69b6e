import type { ReactNode } from 'react';
import { Descriptions, Divider, SideSheet, Space, Spin, Typography } from '@douyinfe/semi-ui';
import type { Machine } from '@shared/workflow';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { WorkflowActions, WorkflowStatusTag, WorkflowTimeline, type ActionValues } from '../../../components/workflow';

export interface DetailField {
  key: string;
  value: ReactNode;
}

interface FlowDetailSheetProps {
  machine: Machine;
  onClose(): void;
  /** Undefined while loading. */
  record?: { serialNo: string; status: string; createdBy: number; log: WorkflowLogRow[] };
  fields: DetailField[];
  /** Runs a workflow action (the page knows its endpoint). */
  onAction(action: string, values: ActionValues): Promise<unknown>;
  /** Extra fields some actions ask for (e.g. the tracking number of 确认发货). */
  actionFields?: Partial<Record<string, ReactNode>>;
  /** Buttons beside the workflow actions (编辑, 关联回款). */
  buttons?: ReactNode;
  /** Sections between the fields and the log (allocations, linked back payments). */
  children?: ReactNode;
}

/** The detail drawer of a workflow record: serial and status, fields, sections, actions allowed now, and its log. */
export function FlowDetailSheet({ machine, onClose, record, fields, onAction, actionFields, buttons, children }: FlowDetailSheetProps) {
  return (
    <SideSheet
      title={
        record ? (
          <Space>
            <span>
              {machine.title} {record.serialNo}
            </span>
            <WorkflowStatusTag machine={machine} status={record.status} />
          </Space>
        ) : (
          machine.title
        )
      }
      visible
      onCancel={onClose}
      width={720}
      footer={
        record && (
          <Space>
            {buttons}
            <WorkflowActions machine={machine} record={record} onAction={onAction} fields={actionFields} />
          </Space>
        )
      }
    >
      {!record ? (
        <Spin />
      ) : (
        <>
          <Descriptions data={fields} row size="small" />
          {children}
          <Divider margin={16} />
          <Typography.Title heading={6}>操作记录</Typography.Title>
          <WorkflowTimeline machine={machine} log={record.log} />
        </>
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
