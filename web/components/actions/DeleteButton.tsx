import type { ReactNode } from 'react';
import { Tooltip } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { LockButton } from '../LockButton';
import { notice } from '../../lib/notice';
import { ConfirmButton } from './ConfirmButton';

interface DeleteButtonProps {
  /** The question, e.g. 删除角色「销售」？ */
  title: string;
  /** What goes with it, in a sentence. */
  content: ReactNode;
  /** Sends the delete; a refusal keeps everything as it is (the http client has said why). */
  onDelete(): Promise<unknown>;
  /** Runs after 删除成功, e.g. to refresh the list. */
  onDeleted(): void;
  /** Small and borderless, for a table's 操作 column. */
  compact?: boolean;
  /** Why this row cannot be deleted: the button is disabled and says so on hover. */
  blockedReason?: string;
}

/** 删除 of the admin screens: asks first, then 删除成功 and `onDeleted`. */
export function DeleteButton({ title, content, onDelete, onDeleted, compact = false, blockedReason }: DeleteButtonProps) {
  const look: ButtonProps = compact ? { size: 'small', theme: 'borderless', type: 'danger' } : { type: 'danger' };
  if (blockedReason) {
    return (
      <Tooltip content={blockedReason}>
        <span>
          <LockButton {...look} disabled>
            删除
          </LockButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <ConfirmButton
      title={title}
      content={content}
      onConfirm={async () => {
        await onDelete();
        notice.success('删除成功');
        onDeleted();
      }}
      danger
      {...look}
    >
      删除
    </ConfirmButton>
  );
}
