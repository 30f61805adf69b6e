import type { ReactNode } from 'react';
import { Modal } from '@douyinfe/semi-ui';
import { LockButton } from './LockButton';

interface SubmitDialogProps {
  title: string;
  visible: boolean;
  onCancel(): void;
  /** Text of the solid button, e.g. 确定 or 提交. */
  submitText: string;
  onSubmit(): void;
  /** The submit button spins while true. */
  busy?: boolean;
  maskClosable?: boolean;
  width?: number;
  children: ReactNode;
}

/** A dialog whose footer is 取消 and a submit button. */
export function SubmitDialog({ title, visible, onCancel, submitText, onSubmit, busy, maskClosable, width, children }: SubmitDialogProps) {
  return (
    <Modal
      title={title}
      visible={visible}
      onCancel={onCancel}
      maskClosable={maskClosable}
      width={width}
      footer={
        <>
          <LockButton onClick={onCancel}>取消</LockButton>
          <LockButton theme="solid" loading={busy} onClick={onSubmit}>
            {submitText}
          </LockButton>
        </>
      }
    >
      {children}
    </Modal>
  );
}
