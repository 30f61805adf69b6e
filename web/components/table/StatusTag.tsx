import { Tag } from '@douyinfe/semi-ui';
import type { TagColor } from '@douyinfe/semi-ui/lib/es/tag';

/** How one status value looks: its Chinese name and a Semi palette colour (never a raw colour). */
export interface StatusLook {
  text: string;
  color: TagColor;
}

/** A status as a small coloured tag; an unknown value shows as itself in grey. */
export function StatusTag({ value, looks }: { value: string | null | undefined; looks: Record<string, StatusLook> }) {
  if (value === null || value === undefined || value === '') return <span className="cd-cell-muted">-</span>;
  const look = looks[value] ?? { text: value, color: 'grey' as TagColor };
  return (
    <Tag color={look.color} size="small" shape="circle">
      {look.text}
    </Tag>
  );
}
