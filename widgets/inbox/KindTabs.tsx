import { Button } from '@douyinfe/semi-ui';
import type { ApprovalInbox } from '@shared/api/approvals';

/** The `kind` of the 全部 tab. */
export const ALL_KINDS = '';

interface KindTabsProps {
  kinds: ApprovalInbox['kinds'];
  value: string;
  onChange(kind: string): void;
}

/** 全部 and one segment per approval kind, each with its count; scrolls sideways on narrow screens. */
export function KindTabs({ kinds, value, onChange }: KindTabsProps) {
  const total = kinds.reduce((sum, k) => sum + k.count, 0);
  const tabs = [{ kind: ALL_KINDS, title: '全部', count: total }, ...kinds];
  return (
    <div className="wg-tabs" role="tablist" aria-label="审批类型">
      {tabs.map((tab) => {
        const active = tab.kind === value;
        return (
          <Button
            key={tab.kind || 'all'}
            role="tab"
            aria-selected={active}
            className="wg-touch"
            theme={active ? 'solid' : 'light'}
            type={active ? 'primary' : 'tertiary'}
            onClick={() => onChange(tab.kind)}
          >
            {tab.title} {tab.count}
          </Button>
        );
      })}
    </div>
  );
}
