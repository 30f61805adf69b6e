import { Button, SideSheet, Space, Spin, Tag, Timeline, Typography } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { blacklistPage, type BlacklistRow } from '@shared/api/reviewers/blacklist';
import { reviewerOrderFields, reviewerOrderPage, type ReviewerOrderRow } from '@shared/api/reviewers/orders';
import { getReviewer, reviewerUsers } from '@shared/api/reviewers/reviewers';
import { reviewerOrderManagerScreen } from '@shared/api/reviewers/screens';
import { fieldColumns } from '../../../components/fields';
import { FieldList } from '../../../components/fields/FieldList';
import { DetailSection } from '../../../components/resource/DetailSheet';
import { useApi } from '../../../lib/api';
import { mayCall } from '../../../lib/session/permissions';
import { useSession } from '../../../lib/session/SessionContext';
import { Table } from '@douyinfe/semi-ui';

const PROFILE = ['name', 'country', 'email', 'channels', 'socialAccounts', 'orderCount', 'reviewedCount', 'costCny', 'remark', 'createdAt'] as const;
const ORDER_COLUMNS = ['planOrderSerialNo', 'platformName', 'sku', 'status', 'reviewed', 'marketOrderNo', 'orderAmount', 'orderFee', 'costCny'] as const;
const ORDERS_SHOWN = 50;

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The reviewer's log: the profile created, then each blacklisting and removal, oldest first. */
function logOf(createdAt: string, entries: BlacklistRow[]) {
  const steps = [{ at: createdAt, text: '建档' }];
  for (const e of entries) {
    steps.push({ at: e.createdAt, text: `${e.createdByName ?? ''} 拉黑：${e.reason}` });
    if (e.removedAt) steps.push({ at: e.removedAt, text: `${e.removedByName ?? ''} 移出黑名单：${e.removeReason ?? ''}` });
  }
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** 测评人档案's drawer: the profile, the orders they placed in plan orders (reviewed or not, what each cost), blacklist state and log. */
export function ReviewerDrawer({ id, onClose, buttons }: { id: number; onClose(): void; buttons?: React.ReactNode }) {
  const navigate = useNavigate();
  const { can } = useSession();
  const reviewer = useApi(getReviewer, { id });
  const orders = useApi(reviewerOrderPage, { reviewerId: id, limit: ORDERS_SHOWN } as never);
  const r = reviewer.data;
  // The blacklist history is read where the user may read the blacklist (by name, then this reviewer's entries).
  const history = useApi(r && mayCall(can, blacklistPage) ? blacklistPage : null, { reviewerName: r?.name, limit: 200 } as never);
  const entries = (history.data?.rows ?? []).filter((e) => e.reviewerId === id);
  const columns = fieldColumns(reviewerOrderFields, ORDER_COLUMNS);
  return (
    <SideSheet
      title={
        <Space>
          <span>测评人 {r?.name ?? ''}</span>
          {r && (r.blacklisted ? <Tag color="red">已拉黑</Tag> : <Tag color="green">正常</Tag>)}
        </Space>
      }
      visible
      onCancel={onClose}
      closeOnEsc
      width={900}
    >
      {!r ? (
        <Spin />
      ) : (
        <div aria-label="测评人详情">
          <Space wrap className="cd-detail-actions">
            {buttons}
            <Button onClick={() => navigate(`${reviewerOrderManagerScreen.path}?reviewerId=${id}`)}>全部订单</Button>
          </Space>
          <FieldList fields={reviewerUsers.fields} names={PROFILE} row={r} />
          {r.blacklisted && (
            <Typography.Text type="danger">
              已列入黑名单：{r.blacklistReason}（不能再安排到计划单）
            </Typography.Text>
          )}
          <DetailSection title={`计划单订单（${orders.data ? `${orders.data.total}${orders.data.totalCapped ? '+' : ''}` : '…'}）`} empty="暂无订单">
            {orders.data && orders.data.rows.length > 0 && (
              <Table<ReviewerOrderRow>
                size="small"
                rowKey="id"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={orders.data.rows}
                columns={columns.map((c) => ({ title: c.title, dataIndex: c.key, width: c.width, render: (_: unknown, row: ReviewerOrderRow) => c.render?.(row) ?? String(row[c.key as keyof ReviewerOrderRow] ?? '-') }))}
              />
            )}
            {orders.data && orders.data.total > ORDERS_SHOWN && <Typography.Text type="tertiary">只显示最近 {ORDERS_SHOWN} 条，点“全部订单”查看全部</Typography.Text>}
          </DetailSection>
          <DetailSection title="操作记录" empty="暂无记录">
            <Timeline>
              {logOf(r.createdAt, entries).map((s, i) => (
                <Timeline.Item key={i} time={when(s.at)}>
                  {s.text}
                </Timeline.Item>
              ))}
            </Timeline>
          </DetailSection>
        </div>
      )}
    </SideSheet>
  );
}
