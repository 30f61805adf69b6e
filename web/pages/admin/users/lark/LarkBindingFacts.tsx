import { Descriptions, Typography } from '@douyinfe/semi-ui';
import { LARK_BIND_CODE, type LarkBinding } from '@shared/api/lark';
import { formatTime } from '@shared/format';
import { Auth } from '../../../../lib/session/Auth';
import { ConfirmButton } from '../../../../components/actions/ConfirmButton';
import { bindingViaText } from './looks';

interface LarkBindingFactsProps {
  binding: LarkBinding;
  /** Whose binding it is, for the confirmation. */
  userName: string;
  onUnbind(): Promise<unknown>;
}

/** The Lark account a user is bound to, and 解除绑定 for holders of the bind code. */
export function LarkBindingFacts({ binding, userName, onUnbind }: LarkBindingFactsProps) {
  const facts = [
    { key: '飞书姓名', value: binding.larkName || '-' },
    { key: '邮箱', value: binding.email || '-' },
    { key: '手机', value: binding.mobile || '-' },
    {
      key: 'open_id',
      value: (
        <Typography.Text copyable={{ content: binding.openId, successTip: '已复制' }}>
          <span className="cd-screen-mono">{binding.openId}</span>
        </Typography.Text>
      ),
    },
    { key: '绑定方式', value: bindingViaText[binding.via] },
    { key: '绑定时间', value: formatTime(binding.boundAt) },
  ];
  return (
    <section aria-label="当前绑定">
      <div className="cd-screen-head">
        <span className="cd-screen-head-title">当前绑定</span>
        <Auth code={LARK_BIND_CODE}>
          <ConfirmButton
            title={`解除 ${userName} 的飞书绑定？`}
            content="解除后该用户不再在飞书收到审批卡片，在飞书中打开 CRM 也不会自动登录；之后可以重新绑定。"
            onConfirm={onUnbind}
            danger
            type="danger"
          >
            解除绑定
          </ConfirmButton>
        </Auth>
      </div>
      <Descriptions data={facts} />
    </section>
  );
}
