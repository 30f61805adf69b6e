import { Banner, Divider, Empty, Modal, Spin } from '@douyinfe/semi-ui';
import type { UserRow } from '@shared/api/user';
import { LockButton } from '../../../../components/LockButton';
import { LarkAccountSearch } from './LarkAccountSearch';
import { LarkBindingFacts } from './LarkBindingFacts';
import { LarkBindingHistory } from './LarkBindingHistory';
import { useLarkBinding } from './useLarkBinding';
import './lark.css';

interface LarkBindingDialogProps {
  /** Whose binding to show; null when closed. */
  user: UserRow | null;
  onClose(): void;
}

/** 绑定飞书 of userManager: the current binding (解除绑定), a contact search to bind, and the history. */
export function LarkBindingDialog({ user, onClose }: LarkBindingDialogProps) {
  return (
    <Modal
      title={user ? `绑定飞书：${user.name}（${user.username}）` : '绑定飞书'}
      visible={user !== null}
      onCancel={onClose}
      width={680}
      footer={<LockButton onClick={onClose}>关闭</LockButton>}
    >
      {/* Keyed by user so a new row starts with an empty search. */}
      {user && <LarkBindingBody key={user.id} user={user} />}
    </Modal>
  );
}

function LarkBindingBody({ user }: { user: UserRow }) {
  const lark = useLarkBinding(user.id);
  if (lark.loading) return <Spin />;
  if (lark.failed) return <Empty description="飞书绑定信息加载失败，请稍后重试" />;
  return (
    <div className="cd-lark-dialog">
      {lark.bridge.kind === 'off' && <BridgeOff missing={lark.bridge.missing} />}
      {lark.binding ? (
        <LarkBindingFacts binding={lark.binding} userName={user.name} onUnbind={lark.unbind} />
      ) : (
        <>
          <p className="cd-lark-unbound">该用户尚未绑定飞书账号。</p>
          {/* The contact search needs the bridge; while its status is unknown the server decides. */}
          {lark.bridge.kind !== 'off' && <LarkAccountSearch onBind={lark.bind} />}
        </>
      )}
      <Divider margin={16} />
      <LarkBindingHistory logs={lark.logs} />
    </div>
  );
}

/** The bridge is off: no contact search, and which variables the server still lacks. */
function BridgeOff({ missing }: { missing: string[] }) {
  return (
    <Banner
      type="warning"
      fullMode={false}
      closeIcon={null}
      title="飞书集成未启用"
      description={`暂不能查找和绑定飞书账号。缺少配置：${missing.join('、')}`}
      style={{ marginBottom: 12 }}
    />
  );
}
