import { Form } from '@douyinfe/semi-ui';
import { addReview, REVIEW_CHANNELS, reviewHandling, reviewInput, type ReviewChannel } from '@shared/api/service/reviews';
import { reviewScreen } from '@shared/api/service/screens';
import { formatTime } from '@shared/format';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session/SessionContext';
import { useOwnerOptions } from '../common/useOwnerOptions';

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n} 星` }));

/** 新增评论: a review entered by hand (a customer's mail, a screenshot); the manager may name who handles it. */
export function ReviewForm({ channel, onClose, onSaved }: { channel?: ReviewChannel; onClose(): void; onSaved(id: number): void }) {
  const owners = useOwnerOptions(reviewHandling);
  const mayAssign = useSession().can(reviewScreen.code('assign'));
  return (
    <FormDialog
      title="新增评论"
      visible
      schema={reviewInput}
      initValues={{ channel: channel ?? 'walmart', platform: 'Walmart US', reviewedOn: new Date() }}
      toInput={(v) => ({ ...v, reviewedOn: v.reviewedOn instanceof Date ? formatTime(v.reviewedOn, 'yyyy-MM-dd') : v.reviewedOn })}
      successText="新增成功"
      onClose={onClose}
      onSubmit={async (body) => onSaved((await call(addReview, { body })).id)}
    >
      <Form.Select field="channel" label="渠道" style={{ width: '100%' }} optionList={optionsOf(REVIEW_CHANNELS)} disabled={!!channel} />
      <Form.Input field="platform" label="平台" />
      <Form.Input field="storeName" label="店铺" />
      <Form.Input field="sku" label="SKU" />
      <Form.Input field="orderNo" label="订单号" />
      <Form.Select field="rating" label="评分" style={{ width: '100%' }} optionList={RATINGS} />
      <Form.Input field="title" label="标题" />
      <Form.TextArea field="content" label="评论内容" autosize rows={3} maxCount={5000} />
      <Form.Input field="reviewerName" label="评论人" />
      <Form.Input field="reviewerEmail" label="评论人邮箱" />
      <Form.DatePicker field="reviewedOn" label="评论日期" type="date" format="yyyy-MM-dd" style={{ width: '100%' }} />
      {mayAssign && <Form.Select field="ownerId" label="负责人" showClear style={{ width: '100%' }} optionList={owners} placeholder="默认为自己" />}
    </FormDialog>
  );
}
