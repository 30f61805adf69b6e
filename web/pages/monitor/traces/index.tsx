import { useState } from 'react';
import { Button, Card, Empty, SideSheet, Space, Table, Tag, Typography } from '@douyinfe/semi-ui';
import { recentTraceList, type TraceRow } from '@shared/api/monitor';
import { formatDateTime } from '@shared/format';
import { useApi } from '../../../lib/api';
import { Waterfall } from './Waterfall';
import '../monitor.css';

/** /monitorManager/serviceZipkinManager: this process's recent slow and failed requests, each with its span waterfall. */
export default function TracesPage() {
  const list = useApi(recentTraceList, {}, { swr: { refreshInterval: 15_000 } });
  const [open, setOpen] = useState<TraceRow | null>(null);
  const data = list.data;
  return (
    <div className="cd-monitor-page">
      <Space wrap>
        <Button onClick={() => void list.mutate()} loading={list.isValidating}>
          刷新
        </Button>
        {data && (
          <Typography.Text type="tertiary">
            实例 {data.instance}；慢请求阈值 {data.slowMs ?? '-'} ms；最多保留最近 200 条
          </Typography.Text>
        )}
        {data?.tracingUiUrl && (
          <Typography.Text link={{ href: data.tracingUiUrl, target: '_blank', rel: 'noreferrer' }}>打开外部链路追踪界面</Typography.Text>
        )}
      </Space>
      <Card title="最近的慢请求和失败请求">
        <Table
          size="small"
          rowKey="traceId"
          loading={list.isLoading}
          dataSource={data?.rows ?? []}
          pagination={{ pageSize: 20 }}
          empty={<Empty description="暂无慢请求或失败请求" />}
          onRow={(r?: TraceRow) => ({ onClick: () => r && setOpen(r), style: { cursor: 'pointer' } })}
          columns={[
            { title: '时间', dataIndex: 'startedAt', width: 172, render: (v: string) => formatDateTime(v) },
            { title: '请求', dataIndex: 'name', render: (v: string) => <span className="cd-waterfall-name">{v}</span> },
            { title: '耗时', dataIndex: 'durationMs', width: 100, align: 'right', render: (v: number) => `${v} ms` },
            { title: '结果', dataIndex: 'failed', width: 80, render: (v: boolean) => (v ? <Tag color="red">失败</Tag> : <Tag color="orange">慢</Tag>) },
            { title: 'span', width: 70, align: 'right', render: (_: unknown, r: TraceRow) => r.spans.length },
            { title: '请求编号', dataIndex: 'requestId', width: 150, ellipsis: true },
          ]}
        />
      </Card>
      <SideSheet visible={!!open} onCancel={() => setOpen(null)} title={open?.name} width={760}>
        {open && (
          <Space vertical align="start" style={{ width: '100%' }}>
            <Typography.Text type="tertiary">
              trace {open.traceId}；请求编号 {open.requestId ?? '-'}；{open.durationMs} ms
            </Typography.Text>
            <div style={{ width: '100%' }}>
              <Waterfall trace={open} />
            </div>
          </Space>
        )}
      </SideSheet>
    </div>
  );
}
