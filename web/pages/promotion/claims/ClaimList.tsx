import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button, Form } from '@douyinfe/semi-ui';
import { claimExport, claimPage, claimTabNum } from '@shared/api/promotion/claim';
import { claimFields } from '@shared/api/promotion/recordFields';
import { claimApprovalScreen, claimScreen } from '@shared/api/promotion/screens';
import { reimbursementMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { useOptions } from '../../../components/options';
import { AddButton, ExportButton, ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { Auth } from '../../../lib/session/Auth';
import { storedPromoteType } from '../common/promoteType';
import { PromoteTypeFilter } from '../common/PromoteTypeFilter';
import { ClaimDrawer } from './ClaimDrawer';
import { ClaimForm } from './ClaimForm';

export type ClaimListMode = 'claims' | 'process' | 'approval';

const COLUMNS = {
  claims: ['serialNo', 'status', 'platformName', 'accountCompanyName', 'promoteType', 'month', 'totalCny', 'overLimit', 'purpose', 'creatorName', 'createdAt'],
  process: ['serialNo', 'status', 'creatorName', 'totalCny', 'overLimit', 'submittedAt', 'overName', 'overAt', 'managerName', 'managerAt', 'financeName', 'financeAt', 'paymentSerialNo', 'paidOn'],
  approval: ['serialNo', 'status', 'creatorName', 'platformName', 'promoteType', 'totalCny', 'overLimit', 'purpose', 'submittedAt'],
} as const;

/** States waiting for a decision: what the approval screen lists by default. */
const WAITING_STATES = ['pending_over', 'pending_manager', 'pending_finance'] as const;
const WAITING = WAITING_STATES.join(',');

/**
 * The claims of 报销申请 (the claimant's, with 新增 and 导出), 报销流程 (who approved what, when) and 报销审批
 * (waiting decisions; opened from the process list and from Lark with `?id=`): one list, three views.
 */
export function ClaimList({ mode }: { mode: ClaimListMode }) {
  const filters = useMemo(
    () => ({ status: '', serialNo: '', platformId: '', promoteType: storedPromoteType() ?? '', month: '', createdBy: '', statuses: mode === 'approval' ? WAITING : '' }),
    [mode],
  );
  const state = useResourceList({ endpoint: claimPage, counts: claimTabNum, filters, toQuery: (v) => ({ ...v, statuses: v.status ? '' : v.statuses }) });
  const drawer = useRecordDrawer();
  const platforms = useOptions('platforms');
  const claimants = useOptions('users', { asText: true });
  const columns = fieldColumns(claimFields, COLUMNS[mode], { serialNo: { fixed: 'left' } });

  return (
    <>
      <ResourceList
        title={reimbursementMachine.title}
        state={state}
        machine={reimbursementMachine}
        tabs={mode === 'approval' ? WAITING_STATES : undefined}
        tableKey={`promotion.claims.${mode}`}
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        filterFields={
          <>
            <Form.Input field="serialNo" label="报销单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms.options} />
            <PromoteTypeFilter value={state.filters.values.promoteType} />
            <Form.Input field="month" label="费用月份" showClear style={{ width: 130 }} placeholder="yyyy-MM" />
            <Auth code={claimScreen.code('viewAll')}>
              <Form.Select field="createdBy" label="报销人" showClear filter remote onSearch={claimants.onSearch} style={{ width: 150 }} optionList={claimants.options} placeholder="输入姓名搜索" />
            </Auth>
          </>
        }
        toolbar={
          mode === 'claims' ? (
            <>
              <AddButton code={claimScreen.code('add')} onClick={() => drawer.edit()} />
              <ExportButton endpoint={claimExport} query={state.query} />
            </>
          ) : mode === 'process' ? (
            <Auth code={claimApprovalScreen.menu}>
              <Link to={claimApprovalScreen.path}>
                <Button>待我审批</Button>
              </Link>
            </Auth>
          ) : undefined
        }
      />
      {mode === 'claims' && (
        <ClaimForm
          visible={drawer.editing !== null}
          id={drawer.editing?.id}
          onClose={drawer.closeForm}
          onSaved={(id) => {
            state.refresh();
            drawer.saved(id);
          }}
        />
      )}
      {drawer.id !== undefined && <ClaimDrawer id={drawer.id} onClose={drawer.close} onEdit={mode === 'claims' ? (id) => drawer.edit(id) : undefined} onChanged={state.refresh} />}
    </>
  );
}
