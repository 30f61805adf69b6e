import { Badge, Card, Empty, List, Typography } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { personalTasks } from '@shared/api/user';
import { useApi } from '../../lib/api';
import { useRouteTable } from '../../app/routing/RouteTableContext';

type Item = { kind: string; title: string; count: number; path: string };

function Section({ heading, items }: { heading: string; items: Item[] }) {
  const navigate = useNavigate();
  const table = useRouteTable();
  if (items.length === 0) return null;
  return (
    <List
      header={<Typography.Text strong>{heading}</Typography.Text>}
      dataSource={items}
      renderItem={(item) => {
        const open = table.find(item.path) ? () => navigate(item.path) : undefined;
        return (
          <List.Item
            onClick={open}
            style={{ cursor: open ? 'pointer' : 'default' }}
            main={<Typography.Text>{item.title}</Typography.Text>}
            extra={<Badge count={item.count} overflowCount={999} />}
          />
        );
      }}
    />
  );
}

/** The user's pending work and rejected items, counted per kind. */
export function PendingWork() {
  const { data, error, isLoading } = useApi(personalTasks);
  const empty = data && data.tasks.length === 0 && data.notPassed.length === 0;
  return (
    <Card title="我的待办" loading={isLoading}>
      {error && <Typography.Text type="danger">待办加载失败：{error.message}</Typography.Text>}
      {empty && <Empty description="暂无待办" />}
      {data && !empty && (
        <>
          <Section heading="待我处理" items={data.tasks} />
          <Section heading="被驳回" items={data.notPassed} />
        </>
      )}
    </Card>
  );
}
