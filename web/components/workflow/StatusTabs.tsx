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
  /** Only these of the machine's tabs (a list that shows some states only); 全部 sums them. */
  only?: readonly string[];
}

/** The status tabs of a workflow list, each with its count. */
export function StatusTabs({ machine, value, onChange, counts, withAll = true, only }: StatusTabsProps) {
  const tabs = only ? machine.tabs.filter((s) => only.includes(s)) : machine.tabs;
  const count = (status: string) => (counts ? ` (${counts[status] ?? 0})` : '');
  const total = counts ? tabs.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  return (
    <Tabs type="button" activeKey={value} onChange={onChange} className="cd-status-tabs">
      {withAll && <TabPane itemKey={ALL_TAB} tab={`全部${total === undefined ? '' : ` (${total})`}`} />}
      {tabs.map((status) => (
        <TabPane key={status} itemKey={status} tab={`${stateLabel(machine, status)}${count(status)}`} />
      ))}
    </Tabs>
  );
}
