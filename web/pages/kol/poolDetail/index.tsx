import '../../../components/table/table.css';
import '../../../components/screen.css';
import { Descriptions, Form, Table, Timeline } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { redsFieldSet } from '@shared/api/kol/fields';
import { addPoolTack, getPoolTrackListByPoolId, queryKolPoolList } from '@shared/api/kol/pool';
import { getRedsList } from '@shared/api/kol/reds';
import { kolPoolScreen } from '@shared/api/kol/screens';
import { fieldColumns } from '../../../components/fields';
import { useZodForm } from '../../../components/form/useZodForm';
import { LockButton } from '../../../components/LockButton';
import { useRecordParam } from '../../../components/resource/useRecordDrawer';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { withDays } from '../common/options';

const trackForm = z.object({ content: z.string({ error: '请填写跟进内容' }).trim().min(1, '请填写跟进内容').max(500, '跟进内容最多500字'), nextFollowAt: z.string().nullish() });

/** /kol/kol-info-detail (hidden): an influencer's profile, score, cooperations and follow-ups. */
export default function KolPoolDetailPage() {
  const id = useRecordParam() ?? 0;
  const tracks = useApi(id > 0 ? getPoolTrackListByPoolId : null, { poolId: id });
  const reds = useApi(id > 0 ? getRedsList : null, { poolId: id, limit: 100 } as never);
  const kol = useApi(id > 0 ? queryKolPoolList : null, { id } as never);
  const row = kol.data?.rows[0];
  const form = useZodForm(trackForm, (v) => withDays(v, ['nextFollowAt']));
  const addTrack = async () => {
    const ok = await form.submit((body) => call(addPoolTack, { body: { poolId: id, content: body.content, nextFollowAt: body.nextFollowAt ?? null } }));
    if (!ok) return;
    notice.success('已添加跟进');
    void tracks.mutate();
  };
  if (!(id > 0)) return <div className="cd-screen">请从KOL资源池打开红人</div>;
  return (
    <div className="cd-screen" data-testid="kol-pool-detail">
      {row && (
        <Descriptions
          row
          data={[
            { key: '红人', value: row.name },
            { key: '渠道', value: row.channel },
            { key: '粉丝数', value: row.followers },
            { key: '分类', value: row.categoryName },
            { key: '评分', value: `${row.score}（${row.evaluateCount} 次评价）` },
            { key: '合作次数', value: row.cooperateCount },
            { key: '状态', value: row.blacklisted ? `黑名单：${row.blackReason}` : '正常' },
          ]}
        />
      )}
      <h4>合作帖子</h4>
      <Table size="small" rowKey="id" pagination={false} columns={fieldColumns(redsFieldSet, ['requireNo', 'link', 'publishDate', 'views', 'orders', 'referralFee', 'score']) as never} dataSource={reds.data?.rows ?? []} />
      <h4>跟进记录</h4>
      <Auth code={kolPoolScreen.code('track')}>
        <Form {...form.formProps} layout="horizontal">
          <Form.Input field="content" label="跟进内容" style={{ width: 360 }} />
          <Form.DatePicker field="nextFollowAt" label="下次跟进" />
          <LockButton onClick={addTrack}>添加跟进</LockButton>
        </Form>
      </Auth>
      <Timeline>
        {(tracks.data ?? []).map((t) => (
          <Timeline.Item key={t.id} time={`${t.createdAt.slice(0, 16).replace('T', ' ')} ${t.creatorName ?? ''}`}>
            {t.content}
            {t.nextFollowAt ? `（下次跟进 ${t.nextFollowAt}）` : ''}
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
