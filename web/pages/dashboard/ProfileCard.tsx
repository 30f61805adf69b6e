import { Avatar, Banner, Card, Space, Tag, Typography } from '@douyinfe/semi-ui';
import type { FrontInfo as UserInfo } from '@shared/api/user';

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** Who is signed in: name, account, avatar, roles. */
export function ProfileCard({ info }: { info: UserInfo }) {
  return (
    <Card>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Avatar size="large" color="light-blue" src={info.avatar ?? undefined} alt={`${info.name}的头像`}>
          {info.name.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Title heading={4} style={{ margin: 0 }}>
            {greeting(new Date().getHours())}，{info.name}
          </Typography.Title>
          <Typography.Text type="tertiary">账号 {info.username}</Typography.Text>
          <Space wrap style={{ display: 'flex', marginTop: 8 }}>
            {info.groups.length === 0 ? (
              <Typography.Text type="tertiary">尚未加入任何角色</Typography.Text>
            ) : (
              info.groups.map((g) => (
                <Tag key={g.id} color="blue">
                  {g.name}
                </Tag>
              ))
            )}
          </Space>
          {info.introduction && <Typography.Paragraph style={{ marginTop: 8 }}>{info.introduction}</Typography.Paragraph>}
        </div>
      </div>
      {info.actingAdmin && (
        <Banner type="warning" style={{ marginTop: 16 }} closeIcon={null} description={`${info.actingAdmin} 正以你的身份操作（代登录），操作会记录在操作日志中。`} />
      )}
    </Card>
  );
}
