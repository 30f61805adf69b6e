import type { ReactNode } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { IconPrint } from '@douyinfe/semi-icons';
import { formatDateTime } from '@shared/format';
import './print.css';

/** Whose name heads every printed form. */
export const PRINT_COMPANY = 'Crossdock 跨境电商有限公司';

/**
 * An A4 form for signatures: the company, the form's title and its reference line (e.g. 单号 and
 * 日期), the body, and when it was printed. In print media only the sheet shows (print.css).
 */
export function PrintSheet({ title, label, meta, children }: { title: string; label: string; meta: Array<[string, string]>; children: ReactNode }) {
  return (
    <article className="cd-print-sheet" aria-label={label}>
      <header>
        <div className="cd-print-company">{PRINT_COMPANY}</div>
        <h1>{title}</h1>
        <div className="cd-print-meta">
          {meta.map(([name, value]) => (
            <span key={name}>
              {name}：{value}
            </span>
          ))}
        </div>
      </header>
      {children}
      <footer>打印时间：{formatDateTime(new Date())}</footer>
    </article>
  );
}

/** 打印: the browser's print dialog (hidden itself in print media when in `.cd-print-toolbar`). */
export function PrintButton() {
  return (
    <Button theme="solid" icon={<IconPrint />} onClick={() => window.print()}>
      打印
    </Button>
  );
}
