import { useState } from 'react';
import { Input, List, Space, Spin, Tag, Typography } from '@douyinfe/semi-ui';
import { IconSearch } from '@douyinfe/semi-icons';
import { larkSearchUsers, type LarkAccount } from '@shared/api/lark';
import { LockButton } from '../../../../components/LockButton';
import { useApi } from '../../../../lib/api';
import { SEARCH_MIN_LENGTH } from './looks';

interface LarkAccountSearchProps {
  /** Binds the user to this account; a refusal leaves the list as it is (the http client said why). */
  onBind(openId: string): Promise<unknown>;
}

/** Finds Lark accounts by email or mobile and offers 绑定 on those nobody has yet. */
export function LarkAccountSearch({ onBind }: LarkAccountSearchProps) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const found = useApi(keyword === null ? null : larkSearchUsers, { keyword: keyword ?? '' });

  const search = () => {
    const value = text.trim();
    setTooShort(value.length < SEARCH_MIN_LENGTH);
    if (value.length >= SEARCH_MIN_LENGTH) setKeyword(value);
  };

  return (
    <section aria-label="查找飞书账号">
      <div className="cd-screen-head">
        <span className="cd-screen-head-title">查找飞书账号</span>
      </div>
      <Space align="start" style={{ width: '100%' }}>
        <div style={{ width: 320 }}>
          <Input
            aria-label="邮箱或手机号"
            placeholder="邮箱或手机号"
            value={text}
            onChange={(value) => setText(value)}
            onEnterPress={search}
            showClear
            validateStatus={tooShort ? 'error' : 'default'}
          />
          {tooShort && <div className="cd-lark-error">请输入至少 {SEARCH_MIN_LENGTH} 个字符的邮箱或手机号</div>}
        </div>
        <LockButton icon={<IconSearch aria-hidden />} onClick={search}>
          查找
        </LockButton>
      </Space>
      <p className="cd-screen-note">在飞书通讯录中按邮箱或手机号精确查找。飞书中的邮箱和手机号由管理员录入，请核对姓名后再绑定。</p>
      {keyword !== null &&
        (found.isLoading ? (
          <Spin />
        ) : (
          found.data && <LarkAccountList accounts={found.data} onBind={onBind} />
        ))}
    </section>
  );
}

/** The accounts found: 绑定 for a free one, 已绑定：<name> for one another user holds. */
function LarkAccountList({ accounts, onBind }: { accounts: LarkAccount[]; onBind(openId: string): Promise<unknown> }) {
  return (
    <section aria-label="查找结果">
      <List
        bordered
        size="small"
        dataSource={accounts}
        emptyContent={<span className="cd-cell-muted">没有找到匹配的飞书账号</span>}
        renderItem={(account) => (
          <List.Item
            key={account.openId}
            main={
              <div>
                <Typography.Text strong>{account.name}</Typography.Text>
                <div className="cd-screen-note">
                  {account.email || '无邮箱'} · {account.mobile || '无手机号'}
                </div>
              </div>
            }
            extra={
              account.boundTo ? (
                <Tag color="grey">已绑定：{account.boundTo.name}</Tag>
              ) : (
                <LockButton theme="solid" size="small" onClick={() => void onBind(account.openId).catch(() => undefined)}>
                  绑定
                </LockButton>
              )
            }
          />
        )}
      />
    </section>
  );
}
