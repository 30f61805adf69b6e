import { Banner, Button, Table, Tag, Typography } from '@douyinfe/semi-ui';
import { IconRefresh } from '@douyinfe/semi-icons';
import { formatDateTime } from '@shared/format';
import { instanceStatuses, serverInstances, type ServerInstanceRow } from '@shared/api/ops/instances';
import { StatusTag, type StatusLook } from '../../../components/table';
import { useApi } from '../../../lib/api';

const REFRESH_MS = 5000;
const LOOKS: Record<string, StatusLook> = { up: { text: instanceStatuses.up, color: 'green' }, down: { text: instanceStatuses.down, color: 'red' } };

const silence = (seconds: number) => (seconds < 60 ? `${seconds} 秒前` : seconds < 3600 ? `${Math.floor(seconds / 60)} 分钟前` : `${Math.floor(seconds / 3600)} 小时前`);

const COLUMNS = [
  {
    title: '状态',
    width: 130,
    render: (_: unknown, r: ServerInstanceRow) => (
      <span className="cd-screen-actions">
        <StatusTag value={r.status} looks={LOOKS} />
        {r.current && (
          <Tag size="small" color="blue">
            本实例
          </Tag>
        )}
      </span>
    ),
  },
  { title: '主机', dataIndex: 'host' },
  { title: '地址', dataIndex: 'address', render: (v: string | null) => v ?? '-' },
  { title: '进程号', dataIndex: 'pid', width: 90 },
  { title: '版本', dataIndex: 'version', width: 90 },
  { title: '角色', dataIndex: 'role', width: 90 },
  { title: '启动时间', dataIndex: 'startedAt', width: 170, render: (v: string) => formatDateTime(v) },
  {
    title: '最近心跳',
    width: 200,
    render: (_: unknown, r: ServerInstanceRow) => (
      <span>
        {formatDateTime(r.lastBeatAt)} <Typography.Text type="tertiary">({silence(r.silentSeconds)})</Typography.Text>
      </span>
    ),
  },
  { title: '心跳间隔', dataIndex: 'heartbeatSeconds', width: 100, render: (v: number) => `${v} 秒` },
];

/** 服务注册: every server process on this database, refreshed every few seconds. */
export function InstanceList() {
  const { data, mutate, isLoading } = useApi(serverInstances, undefined, { swr: { refreshInterval: REFRESH_MS } });
  const down = data?.rows.filter((r) => r.status === 'down').length ?? 0;
  return (
    <div className="cd-list">
      <div className="cd-panel">
        <Typography.Text type="secondary">
          每个服务进程启动时登记并定时心跳；漏掉 {data?.downAfterBeats ?? '-'} 次心跳显示为失联，失联 {data?.removeAfterHours ?? '-'} 小时后移除。本页每 {REFRESH_MS / 1000} 秒自动刷新。
        </Typography.Text>
        <Button icon={<IconRefresh />} theme="borderless" onClick={() => void mutate()} style={{ marginLeft: 8 }}>
          刷新
        </Button>
      </div>
      {down > 0 && <Banner type="warning" fullMode={false} description={`${down} 个实例失联：进程已停止或无法连接数据库，请检查对应主机。`} />}
      <div className="cd-panel">
        <Table
          aria-label="服务实例列表"
          rowKey="id"
          size="small"
          loading={isLoading}
          columns={COLUMNS}
          dataSource={data?.rows ?? []}
          pagination={false}
          empty="没有登记的服务实例"
        />
      </div>
    </div>
  );
}
