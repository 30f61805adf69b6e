import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { queryDetailByCondition, type DetailRow } from '@shared/api/review/detail';
import { queryExitPlatform } from '@shared/api/review/lookups';
import { detailFields } from '@shared/api/review/recordFields';
import { planOrderDetailMachine, SEND_LETTER_STATES } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { ResourceList, useResourceList } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { FollowDrawer } from './FollowDrawer';

const FILTERS = { status: '', sendLetterStatus: '', platformId: '', sku: '', invitationCode: '', marketOrderNo: '' };
const LETTER_OPTIONS = optionsOf(Object.fromEntries(Object.entries(SEND_LETTER_STATES).map(([k, v]) => [k, v.label])));
const COLUMNS = ['invitationCode', 'planOrderSerialNo', 'lineNo', 'status', 'sendLetterStatus', 'reviewerStatus', 'platformName', 'sku', 'marketOrderNo', 'orderAmount', 'orderFee'] as const;

/** 工单跟进: every order of the running programme, its reviewer's progress and notes, opened one by one. */
export function FollowList() {
  const state = useResourceList({ endpoint: queryDetailByCondition, filters: FILTERS });
  const { status: _, ...unfiltered } = state.query;
  const countsApi = useApi(queryDetailByCondition, { ...unfiltered, page: 1, limit: 1 } as never);
  const platforms = (useApi(queryExitPlatform).data ?? []).map((p) => ({ value: p.id, label: `${p.name}（${p.count}）` }));
  const [open, setOpen] = useState<DetailRow | null>(null);
  const refresh = () => {
    state.refresh();
    void countsApi.mutate();
  };
  return (
    <>
      <ResourceList
        title="工单跟进"
        state={{ ...state, tabs: { ...state.tabs, counts: countsApi.data?.counts } }}
        machine={planOrderDetailMachine}
        tableKey="review.follow"
        open={{ column: 'invitationCode', onOpen: setOpen }}
        columns={fieldColumns(detailFields, COLUMNS, { invitationCode: { fixed: 'left' } })}
        filterFields={
          <>
            <Form.Input field="invitationCode" label="邀请码" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Input field="marketOrderNo" label="订单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="sendLetterStatus" label="发信状态" showClear style={{ width: 130 }} optionList={LETTER_OPTIONS} />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 170 }} optionList={platforms} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
          </>
        }
      />
      {open && <FollowDrawer id={open.id} planOrderId={open.planOrderId} onClose={() => setOpen(null)} onChanged={refresh} />}
    </>
  );
}
