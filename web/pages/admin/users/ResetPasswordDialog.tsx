import { Banner, Modal, Typography } from '@douyinfe/semi-ui';
import { LockButton } from '../../../components/LockButton';

interface ResetPasswordDialogProps {
  /** Whose password was reset and the temporary password; null when closed. */
  result: { name: string; username: string; password: string } | null;
  onClose(): void;
}

/** Shows the temporary password once, with a copy button; it is not kept anywhere in the page. */
export function ResetPasswordDialog({ result, onClose }: ResetPasswordDialogProps) {
  return (
    <Modal
      title="密码已重置"
      visible={result !== null}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <LockButton theme="solid" onClick={onClose}>
          我已记下
        </LockButton>
      }
    >
      {result && (
        <>
          <p style={{ marginTop: 0 }}>
            {result.name}（{result.username}）的临时密码：
          </p>
          <Typography.Title heading={3} copyable={{ content: result.password, successTip: '已复制' }} style={{ margin: '8px 0 16px' }}>
            <span className="cd-screen-mono" style={{ fontSize: 22 }} data-testid="temporary-password">
              {result.password}
            </span>
          </Typography.Title>
          <Banner
            type="warning"
            fullMode={false}
            closeIcon={null}
            description="此密码只显示这一次，关闭后无法再查看。请通过安全渠道告知本人，并提醒其登录后立即修改密码。该用户原有的登录会话已结束。"
          />
        </>
      )}
    </Modal>
  );
}
