import { Tag } from '@douyinfe/semi-ui';
import type { TagColor } from '@douyinfe/semi-ui/lib/es/tag';

/** A conversation label in its colour. */
export function LabelTag({ name, color }: { name: string; color: string }) {
  return (
    <Tag size="small" color={color as TagColor} style={{ marginRight: 4 }}>
      {name}
    </Tag>
  );
}
