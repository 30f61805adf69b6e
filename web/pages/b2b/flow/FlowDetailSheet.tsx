import type { ReactNode } from 'react';
import { Descriptions, Divider, SideSheet, Space, Spin, Typography } from '@douyinfe/semi-ui';
import type { Machine } from '@shared/workflow';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { WorkflowStatusTag, WorkflowTimeline } from '../../../components/workflow';

export interface DetailField {
  key: string;
  value: ReactNode;
}

interface FlowDetailSheetProps {
  machine: Machine;
  visible: boolean;
  onClose(): void;
  /** Undefined while loading. */
  record?: { serialNo: string; status: string; log: WorkflowLogRow[] };
  fields: DetailField[];
  /** Sections between the fields and the log (allocations, linked back payments). */
  children?: ReactNode;
  /** Buttons: the workflow actions and any others (编辑, 关联回款). */
  actions?: ReactNode;
}

/** The detail drawer of a workflow record: serial and status, fields, sections, actions, and its log. */
export function FlowDetailSheet({ machine, visible, onClose, record, fields, children, actions }: FlowDetailSheetProps) {
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
      visible={visible}
      onCancel={onClose}
      width={720}
      footer={actions ? <div className="cd-flow-actions">{actions}</div> : undefined}
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
