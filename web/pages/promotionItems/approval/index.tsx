import '../../../components/screen.css';
import { Banner, Card, Empty, Space, Spin } from '@douyinfe/semi-ui';
import { getItemDetailById, itemLog } from '@shared/api/promotionItems/items';
import { itemTransitions } from '@shared/api/promotionItems/process';
import { itemFields } from '@shared/api/promotionItems/recordFields';
import { formatMoney } from '@shared/format';
import { promotionItemMachine } from '@shared/workflow';
import { FieldList } from '../../../components/fields';
import { runTransition, useRecordParam } from '../../../components/resource';
import { WorkflowActions, WorkflowStatusTag, WorkflowTimeline } from '../../../components/workflow';
import { useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { namesOf } from '../common/ItemDrawer';
import { ProcessSteps } from '../common/ProcessSteps';

/**
 * /promoteManager/itemProcessAppManager (项目审批, hidden): one item (`?id=`), opened from 项目流程, the
 * approvals inbox and Lark cards: its fields, the over-limit amount and reason, the process, 通过 / 驳回.
 */
export default function ItemApprovalPage() {
  const id = useRecordParam();
  const detail = useApi(id ? getItemDetailById : null, { id: id ?? 0 });
  const log = useApi(id ? itemLog : null, { itemId: id ?? 0 });
  if (!id) return <Empty description="请从项目流程打开要审批的推广项目" />;
  const r = detail.data;
  if (!r) return <Spin />;
  const act = async (action: string, values: Record<string, unknown>) => {
    await runTransition(itemTransitions, action, r, values);
    notice.success('操作成功');
    await Promise.all([detail.mutate(), log.mutate()]);
  };
  return (
    <div className="cd-screen-detail">
      <Card
        title={
          <Space>
            <span>推广项目 {r.serialNo}</span>
            <WorkflowStatusTag machine={promotionItemMachine} status={r.status} />
          </Space>
        }
        headerExtraContent={<WorkflowActions machine={promotionItemMachine} record={r} onAction={act} runnable={itemTransitions} exclude={['delete', 'pay']} />}
      >
        {Number(r.overAmount) > 0 && (
          <Banner type="warning" closeIcon={null} style={{ marginBottom: 12 }} description={`超出${r.overLimitName ?? '费用限额'} ${formatMoney(r.overAmount)} 元。超限原因：${r.overReason ?? '-'}`} />
        )}
        <FieldList fields={itemFields} names={namesOf(r)} row={r} />
      </Card>
      <Card title="审批流程">
        <ProcessSteps key={r.version} id={r.id} />
      </Card>
      <Card title="操作记录">{log.data && <WorkflowTimeline machine={promotionItemMachine} log={log.data} />}</Card>
    </div>
  );
}
