import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Space } from '@douyinfe/semi-ui';
import { grantScreen } from '@shared/api/gifts/screens';
import { reviewAttachmentCalls } from '@shared/api/service/attachments';
import { reviewFields } from '@shared/api/service/recordFields';
import { BAD_REVIEW_MAX_RATING, reviewDetailGet, reviewHandling, reviewLog, reviewTransitions, type ReviewDetail } from '@shared/api/service/reviews';
import { reviewScreen } from '@shared/api/service/screens';
import { giftGrantMachine, reviewMachine, stateLabel } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { Auth } from '../../../lib/session/Auth';
import { GrantForm } from '../../../components/gifts/GrantForm';
import { AssignButton } from '../common/AssignButton';
import { RecordAttachments } from '../common/RecordAttachments';

const NAMES = ['channel', 'platform', 'storeName', 'sku', 'orderNo', 'rating', 'title', 'content', 'reviewerName', 'reviewerEmail', 'reviewedOn', 'ownerName', 'enteredByName', 'createdAt', 'resolvedAt'] as const;

/** 发放礼品 on a bad review: the grant form filled with reason 评论, the order, the review and the reviewer. */
function GrantFromReview({ review, onGranted }: { review: ReviewDetail; onGranted(): void }) {
  const [open, setOpen] = useState(false);
  if (review.rating > BAD_REVIEW_MAX_RATING) return null;
  return (
    <Auth code={reviewScreen.code('grant')}>
      <Auth code={grantScreen.code('add')}>
        <LockButton onClick={() => setOpen(true)}>发放礼品</LockButton>
        <GrantForm
          visible={open}
          initial={{
            reasonType: 'review',
            reason: `${review.rating}星评论安抚：${review.title ?? review.content.slice(0, 40)}`,
            platform: review.platform,
            orderNo: review.orderNo,
            reviewId: review.id,
            recipientName: review.reviewerName,
            recipientEmail: review.reviewerEmail,
          }}
          onClose={() => setOpen(false)}
          onSaved={onGranted}
        />
      </Auth>
    </Auth>
  );
}

/** A review: fields, the gifts granted from it, 跟进 / 解决 / 关闭 / 转派 / 发放礼品, the follow-up log. */
export function ReviewDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: reviewDetailGet, params: { id } }, log: { endpoint: reviewLog, query: { id } }, onClose, onChanged });
  const r = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={reviewMachine}
      heading={r ? `#${r.id}` : undefined}
      fields={reviewFields}
      names={NAMES}
      transitions={reviewTransitions}
      buttons={
        r && (
          <>
            <GrantFromReview review={r} onGranted={drawer.changed} />
            <AssignButton record={r} code={reviewScreen.code('assign')} calls={reviewHandling} onDone={drawer.changed} />
          </>
        )
      }
    >
      <DetailSection title="已发放礼品" empty="暂无">
        {r?.grants.length ? (
          <Space vertical align="start">
            {r.grants.map((g) => (
              <Link key={g.id} to={`${grantScreen.path}?id=${g.id}`}>
                {g.serialNo}（{stateLabel(giftGrantMachine, g.status)}）
              </Link>
            ))}
          </Space>
        ) : undefined}
      </DetailSection>
      {r && <RecordAttachments record={r} calls={reviewAttachmentCalls} attachCode={reviewScreen.code('attach')} onChanged={() => void drawer.reload()} />}
    </DetailSheet>
  );
}
