import type { ReactNode } from 'react';
import { Spin } from '@douyinfe/semi-ui';

interface ShellProps {
  title: string;
  /** Right side of the header, e.g. a 刷新 button. */
  extra?: ReactNode;
  /** A bar stuck to the bottom of the screen, e.g. the decision buttons. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every widget page: a sticky header, the content column, an optional bottom bar. */
export function Shell({ title, extra, footer, children }: ShellProps) {
  return (
    <div className="wg-page">
      <header className="wg-header">
        <h1>{title}</h1>
        {extra}
      </header>
      <main className="wg-main">{children}</main>
      {footer && <footer className="wg-footer">{footer}</footer>}
    </div>
  );
}

/** A white rounded block of the content column, with an optional small heading. */
export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="wg-section">
      {title && <h2>{title}</h2>}
      {children}
    </section>
  );
}

interface PageMessageProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  loading?: boolean;
}

/** A whole-screen message (loading, empty, failed, not in Lark): never a blank page. */
export function PageMessage({ title, description, actions, loading }: PageMessageProps) {
  return (
    <div className="wg-message" role={loading ? 'status' : undefined}>
      {loading && <Spin size="large" />}
      <p className="wg-message-title">{title}</p>
      {description && <div className="wg-message-text">{description}</div>}
      {actions && <div className="wg-message-actions">{actions}</div>}
    </div>
  );
}
