import { useRef } from 'react';
import { Avatar, Modal, Typography } from '@douyinfe/semi-ui';
import { IconUpload } from '@douyinfe/semi-icons';
import { LockButton } from '../../components/LockButton';
import { useAvatarUpload } from './useAvatarUpload';

export function AvatarDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { avatar, name, uploading, choose } = useAvatarUpload(onClose);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Modal title="上传头像" visible={visible} onCancel={onClose} footer={null}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, paddingBottom: 24 }}>
        <Avatar size="extra-large" color="light-blue" src={avatar ?? undefined} alt="当前头像">
          {name.slice(0, 1)}
        </Avatar>
        <div>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png"
            aria-label="选择头像图片"
            hidden
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <LockButton icon={<IconUpload />} theme="solid" loading={uploading} onClick={() => input.current?.click()}>
            选择图片
          </LockButton>
          <Typography.Paragraph type="tertiary" size="small" style={{ marginTop: 8 }}>
            JPG 或 PNG 格式，小于 2MB
          </Typography.Paragraph>
        </div>
      </div>
    </Modal>
  );
}
