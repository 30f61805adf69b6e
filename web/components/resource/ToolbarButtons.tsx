import type { ReactNode } from 'react';
import { Switch } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import type { Endpoint, QueryOf } from '@shared/api/contract';
import type { Code } from '@shared/screen';
import { ExportTaskButton } from '../excel/ExportTaskButton';
import { LockButton } from '../LockButton';
import { Auth } from '../../lib/session/Auth';
import { mayCall } from '../../lib/session/permissions';
import { useSession } from '../../lib/session/SessionContext';

/** 新增: shown to holders of the screen's add code. */
export function AddButton({ code, onClick, children = '新增' }: { code: Code; onClick(): void; children?: ReactNode }) {
  return (
    <Auth code={code}>
      <LockButton theme="solid" icon={<IconPlus />} onClick={onClick}>
        {children}
      </LockButton>
    </Auth>
  );
}

/** 导出: a report-centre task with the list's query; shown to those the export endpoint lets in. */
export function ExportButton<E extends Endpoint>({ endpoint, query }: { endpoint: E; query: Record<string, unknown> }) {
  const { can } = useSession();
  return mayCall(can, endpoint) ? <ExportTaskButton endpoint={endpoint} query={query as QueryOf<E>} /> : null;
}

/** An on/off choice on the toolbar for holders of `code` (查看全部人的任务); `label` names the switch. */
export function ToolbarSwitch({ code, checked, onChange, label, children }: { code: Code; checked: boolean; onChange(on: boolean): void; label: string; children: ReactNode }) {
  return (
    <Auth code={code}>
      <span className="cd-nowrap">
        <Switch checked={checked} onChange={onChange} aria-label={label} size="small" /> {children}
      </span>
    </Auth>
  );
}
