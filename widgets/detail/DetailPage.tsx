import { Button } from '@douyinfe/semi-ui';
import type { ApprovalDetail } from '@shared/api/approvals';
import { endpoints } from '../common/endpoints';
import { useApi } from '../common/http';
import { ItemSummary } from '../common/ItemSummary';
import { INBOX_PATH, queryParam } from '../common/navigation';
import { PageMessage, Section, Shell } from '../common/Shell';
import { Attachments } from './Attachments';
import { DecisionDialog } from './DecisionDialog';
import { History } from './History';
import { useDecision, type DecisionOutcome } from './useDecision';

const inboxLink = (
  <a className="wg-link" href={INBOX_PATH}>
    返回待审批
  </a>
);

/** The record a detail link names: `?entity=b2b_payment&id=12`, or null when the link is broken. */
function recordOfUrl(): { entity: string; id: number } | null {
  const entity = queryParam('entity');
  const id = Number(queryParam('id'));
  return entity && Number.isInteger(id) && id > 0 ? { entity, id } : null;
}

/** `/widgets/detail?entity=…&id=…`: one record waiting for a decision, and the decisions I can take. */
export function DetailPage() {
  const record = recordOfUrl();
  const { data, error, mutate } = useApi(record ? endpoints.approvalDetail : null, { params: record ?? undefined });

  if (!record) return <PageMessage title="链接不完整" description="缺少审批记录，请从待审批列表打开。" actions={inboxLink} />;
  if (error && !data) {
    const retry = (
      <Button className="wg-touch" theme="solid" onClick={() => void mutate()}>
        重试
      </Button>
    );
    return <PageMessage title="加载失败" description={error.message} actions={<>{retry}{inboxLink}</>} />;
  }
  if (!data) return <PageMessage loading title="正在加载…" />;
  return <DetailView detail={data} refresh={() => mutate()} />;
}

const OutcomeBanner = ({ outcome }: { outcome: DecisionOutcome }) => (
  <div className={`wg-banner ${outcome.ok ? 'wg-banner-ok' : 'wg-banner-failed'}`} role="status">
    <div>{outcome.text}</div>
    {outcome.ok && (
      <a className="wg-link" href={INBOX_PATH}>
        返回待审批列表
      </a>
    )}
  </div>
);

function DetailView({ detail, refresh }: { detail: ApprovalDetail; refresh: () => Promise<unknown> }) {
  const decision = useDecision(detail, refresh);
  const actions = detail.actions.map((action) => (
    <Button
      key={action.action}
      className="wg-touch"
      size="large"
      theme="solid"
      type={action.danger ? 'danger' : 'primary'}
      disabled={decision.busy}
      onClick={() => decision.start(action)}
    >
      {action.label}
    </Button>
  ));
  // A portal path only: a link from the server is never allowed to leave the site.
  const portalPath = detail.portalPath.startsWith('/') && !detail.portalPath.startsWith('//') ? detail.portalPath : null;

  return (
    <Shell title={detail.kindTitle} extra={inboxLink} footer={actions.length > 0 ? actions : undefined}>
      {decision.outcome && <OutcomeBanner outcome={decision.outcome} />}
      <Section>
        <ItemSummary item={detail} />
      </Section>
      {detail.fields.length > 0 && (
        <Section title="详情">
          <dl className="wg-fields">
            {detail.fields.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value || '-'}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <Section title="附件">
        <Attachments files={detail.attachments} />
      </Section>
      <Section title="处理记录">
        <History log={detail.history} />
      </Section>
      {actions.length === 0 && <p className="wg-muted wg-center">当前没有需要你处理的操作。</p>}
      {portalPath && (
        <a className="wg-link wg-center" href={portalPath}>
          在 CRM 中打开
        </a>
      )}
      <DecisionDialog decision={decision} />
    </Shell>
  );
}
