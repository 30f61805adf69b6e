import type { ReactNode } from 'react';

/** A labelled form row: the label names the control for people and for screen readers. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, color: 'var(--semi-color-text-0)', fontWeight: 500 }}>
        {label}
      </label>
      {children}
    </div>
  );
}
