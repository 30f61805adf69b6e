import '../../../components/table/table.css';
import { Card, Space, Spin, Table, Typography } from '@douyinfe/semi-ui';
import { budgetDetailGet, budgetLog, budgetTransitions, type BudgetRow } from '@shared/api/sales/budget';
import { budgetAuditDetail, historyBudgets } from '@shared/api/sales/budgetStats';
import { budgetFields } from '@shared/api/sales/recordFields';
import { budgetMachine } from '@shared/workflow';
import { FieldList } from '../../../components/fields/FieldList';
import { DetailSection } from '../../../components/resource';
import { runTransition } from '../../../components/resource/runTransition';
import { useRecordParam } from '../../../components/resource/useRecordDrawer';
import { WorkflowActions } from '../../../components/workflow/WorkflowActions';
import { WorkflowStatusTag } from '../../../components/workflow/WorkflowStatusTag';
import { WorkflowTimeline } from '../../../components/workflow/WorkflowTimeline';
import { useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { BUDGET_NAMES } from '../budgets/BudgetDrawer';
import { BudgetSections } from '../budgets/BudgetSections';

/** /sale/budget-detail?id= (hidden, opened from budget-list): the drawer's content as a page, with the store's other budgets and who may audit. */
export default function BudgetDetailPage() {
  const id = useRecordParam() ?? 0;
  const ok = id > 0;
  const detail = useApi(ok ? budgetDetailGet : null, ok ? { id } : undefined);
  const log = useApi(ok ? budgetLog : null, ok ? { budgetId: id } : undefined);
  const audit = useApi(ok ? budgetAuditDetail : null, ok ? { id } : undefined);
  const history = useApi(ok ? historyBudgets : null, ok ? { id } : undefined);
  const b = detail.data;
  if (!ok) return <Typography.Text type="warning">请从年度预算列表打开一份预算</Typography.Text>;
  if (!b) return <Spin />;
  const act = async (action: string, values: Record<string, unknown>) => {
    await runTransition(budgetTransitions, action, b, values);
    notice.success('操作成功');
    await Promise.all([detail.mutate(), log.mutate(), audit.mutate(), history.mutate()]);
  };
  return (
    <Card
      title={
        <Space>
          <span>
            {budgetMachine.title} {b.serialNo}
          </span>
          <WorkflowStatusTag machine={budgetMachine} status={b.status} />
        </Space>
      }
      headerExtraContent={<WorkflowActions machine={budgetMachine} record={b} onAction={act} />}
    >
      <FieldList fields={budgetFields} names={BUDGET_NAMES} row={b} />
      {audit.data && audit.data.status === 'pending_audit' && (
        <Typography.Text type="tertiary">待 {audit.data.auditors.join('、') || '（无人可审核）'} 审核</Typography.Text>
      )}
      <BudgetSections budget={b} />
      <DetailSection title="该店铺的年度预算" empty="没有其他预算">
        {(history.data?.length ?? 0) > 1 && (
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={history.data}
            columns={[
              { title: '预算编号', dataIndex: 'serialNo', render: (s: string, r: BudgetRow) => (r.id === id ? <b>{s}</b> : <a href={`?id=${r.id}`}>{s}</a>) },
              { title: '年份', dataIndex: 'year' },
              { title: '状态', dataIndex: 'status', render: (s: string) => <WorkflowStatusTag machine={budgetMachine} status={s} /> },
              { title: '预算销量', dataIndex: 'totalQty', align: 'right' },
              { title: '预算销售额', dataIndex: 'totalAmount', align: 'right', render: (v: string, r: BudgetRow) => `${r.currency} ${v}` },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection title="操作记录" empty="暂无记录">
        {log.data && <WorkflowTimeline machine={budgetMachine} log={log.data} />}
      </DetailSection>
    </Card>
  );
}
