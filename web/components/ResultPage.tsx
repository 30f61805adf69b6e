import type { ReactNode } from 'react';
import { Typography } from '@douyinfe/semi-ui';

interface ResultPageProps {
  /** Big status text such as 404, or an icon. */
  mark: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A full-width message page (not found, no permission, not available yet). */
export function ResultPage({ mark, title, description, children }: ResultPageProps) {
  return (
    <section style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', padding: '64px 16px', gap: 12 }}>
      <div style={{ fontSize: 56, fontWeight: 600, lineHeight: 1, color: 'var(--semi-color-text-2)' }}>{mark}</div>
      <Typography.Title heading={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Paragraph type="tertiary" style={{ maxWidth: 640 }}>
          {description}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}
