import type { ReactNode } from 'react';
import { SideSheet, Space } from '@douyinfe/semi-ui';
import { LockButton } from '../LockButton';

export interface SheetAction {
  text: string;
  onClick(): unknown;
  /** The main action (solid). */
  primary?: boolean;
  disabled?: boolean;
}

interface FormSheetProps {
  title: ReactNode;
  visible?: boolean;
  width?: number;
  onClose(): void;
  /** After 取消, in order: 保存草稿, 提交... each locked 1 s after a click. */
  actions: SheetAction[];
  children: ReactNode;
}

/**
 * A create/edit side sheet for forms too long for a dialog: the form in the body, 取消 and the form's
 * actions in the footer. A click outside does not close it (the typing would be lost).
 */
export function FormSheet({ title, visible = true, width = 640, onClose, actions, children }: FormSheetProps) {
  return (
    <SideSheet
      title={title}
      visible={visible}
      onCancel={onClose}
      width={width}
      maskClosable={false}
      bodyStyle={{ padding: 16 }}
      footer={
        <Space>
          <LockButton onClick={onClose}>取消</LockButton>
          {actions.map((a) => (
            <LockButton key={a.text} theme={a.primary ? 'solid' : undefined} disabled={a.disabled} onClick={() => void a.onClick()}>
              {a.text}
            </LockButton>
          ))}
        </Space>
      }
    >
      {children}
    </SideSheet>
  );
}
