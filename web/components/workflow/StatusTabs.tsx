import { TabPane, Tabs } from '@douyinfe/semi-ui';
import { stateLabel, type Machine } from '@shared/workflow';

export const ALL_TAB = 'all';

interface StatusTabsProps {
  machine: Machine;
  /** The selected status, or `all`. */
  value: string;
  onChange(status: string): void;
  /** Records per status (get...TabNum); missing while loading. */
  counts?: Record<string, number>;
  /** Show an 全部 tab first. */
  withAll?: boolean;
}

/** The status tabs of a workflow list, each with its count. */
export function StatusTabs({ machine, value, onChange, counts, withAll = true }: StatusTabsProps) {
  const count = (status: string) => (counts ? ` (${counts[status] ?? 0})` : '');
  const total = counts ? machine.tabs.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  return (
    <Tabs type="button" activeKey={value} onChange={onChange} className="cd-status-tabs">
      {withAll && <TabPane itemKey={ALL_TAB} tab={`全部${total === undefined ? '' : ` (${total})`}`} />}
      {machine.tabs.map((status) => (
        <TabPane key={status} itemKey={status} tab={`${stateLabel(machine, status)}${count(status)}`} />
      ))}
    </Tabs>
  );
}
