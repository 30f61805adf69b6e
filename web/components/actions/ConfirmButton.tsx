import type { ReactNode } from 'react';
import { Popconfirm } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { LockButton } from '../LockButton';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'content' | 'title'> {
  /** The question, e.g. 删除用户 张伟？ */
  title: string;
  /** What will happen, in a sentence or two. */
  content: ReactNode;
  /** Runs on 确定; 确定 shows loading until it settles. A refusal closes the popup too (the http client
   * has shown the server's message). */
  onConfirm(): Promise<unknown>;
  /** Red 确定 for destructive actions. */
  danger?: boolean;
  children: ReactNode;
}

/**
 * An action that asks first: a LockButton opening a Popconfirm. The span keeps the popup anchored
 * while the button is locked (Semi re-wraps a disabled trigger, which would lose the position).
 */
export function ConfirmButton({ title, content, onConfirm, danger = false, children, ...button }: ConfirmButtonProps) {
  return (
    <Popconfirm title={title} content={content} okType={danger ? 'danger' : 'primary'} onConfirm={() => onConfirm().catch(() => undefined)}>
      <span style={{ display: 'inline-flex' }}>
        <LockButton {...button}>{children}</LockButton>
      </span>
    </Popconfirm>
  );
}
