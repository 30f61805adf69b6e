import { Form } from '@douyinfe/semi-ui';
import { REVIEW_CHANNELS, reviewHandling, reviewPage, reviewTabNum, type ReviewChannel } from '@shared/api/service/reviews';
import { importPlatformReview, importReview, REVIEW_TEMPLATE_FILE, reviewExport, reviewTemplate } from '@shared/api/service/excel';
import { reviewScreen } from '@shared/api/service/screens';
import { reviewFields } from '@shared/api/service/recordFields';
import { reviewMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { IconFile } from '@douyinfe/semi-icons';
import { ImportButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { useState } from 'react';
import { AddButton, ExportButton, ResourceList, useRecordDrawer } from '../../../components/resource';
import { download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { useCountedList } from '../common/useCountedList';
import { useOwnerOptions } from '../common/useOwnerOptions';
import { ReviewDrawer } from './ReviewDrawer';
import { ReviewForm } from './ReviewForm';

const FILTERS = { status: '', channel: '', ownerId: '', sku: '', orderNo: '', rating: '', bad: '', range: [] as string[] };
/** Amazon's and Walmart's review downloads: CSV or Excel. */
const PLATFORM_EXPORTS = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} 星` }));

/**
 * 导入平台评论 (the marketplaces' own exports, CSV or Excel: the file says its channel) and, on
 * 评论管理 only, 下载模板 and 导入 of our template (the sheet names each review's channel).
 */
function ReviewImport({ onImported, template }: { onImported(): void; template: boolean }) {
  return (
    <Auth code={reviewScreen.code('import')}>
      {template && (
        <>
          <LockButton icon={<IconFile />} onClick={() => void download(reviewTemplate, {}, REVIEW_TEMPLATE_FILE).catch(() => undefined)}>
            下载模板
          </LockButton>
          <ImportButton endpoint={importReview} onImported={onImported} />
        </>
      )}
      <ImportButton endpoint={importPlatformReview} onImported={onImported} accept={PLATFORM_EXPORTS}>
        导入平台评论
      </ImportButton>
    </Auth>
  );
}

/** 评论管理 (every channel) and, with `channel`, Walmart评论: tabs with counts, filters, export, the drawer. */
export function ReviewList({ channel, title }: { channel?: ReviewChannel; title: string }) {
  const state = useCountedList(
    { endpoint: reviewPage, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, ...(channel ? { channel } : {}), dateFrom: range[0], dateTo: range[1] }) },
    reviewTabNum,
    channel ? { channel } : undefined,
  );
  const owners = useOwnerOptions(reviewHandling);
  const drawer = useRecordDrawer();
  const [adding, setAdding] = useState(false);
  const columns = fieldColumns(reviewFields, ['id', 'status', ...(channel ? [] : (['channel'] as const)), 'platform', 'sku', 'orderNo', 'rating', 'title', 'content', 'reviewerName', 'reviewedOn', 'ownerName'], {
    id: { fixed: 'left' },
  });
  return (
    <>
      <ResourceList
        title={title}
        state={state}
        machine={reviewMachine}
        tableKey={channel ? 'service.walmartReviews' : 'service.reviews'}
        open={{ column: 'id', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        filterFields={
          <>
            {!channel && <Form.Select field="channel" label="渠道" showClear style={{ width: 130 }} optionList={optionsOf(REVIEW_CHANNELS)} />}
            <Form.Select field="ownerId" label="负责人" showClear style={{ width: 130 }} optionList={owners} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
            <Form.Input field="orderNo" label="订单号" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="rating" label="评分" showClear style={{ width: 110 }} optionList={RATINGS} />
            <Form.Select field="bad" label="差评" showClear style={{ width: 120 }} optionList={[{ value: 'true', label: '仅差评（≤3星）' }]} />
            <Form.DatePicker field="range" label="评论日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={reviewScreen.code('add')} onClick={() => setAdding(true)} />
            <ReviewImport onImported={state.refresh} template={!channel} />
            <ExportButton endpoint={reviewExport} query={state.query} />
          </>
        }
      />
      {adding && (
        <ReviewForm
          channel={channel}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false);
            state.refresh();
            drawer.open(id);
          }}
        />
      )}
      {drawer.id !== undefined && <ReviewDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
