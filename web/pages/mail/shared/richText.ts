import type { Node as PmNode } from '@tiptap/pm/model';

/**
 * The text part of a rich mail: one line per paragraph, list items marked ("- " or "1. ", indented
 * per level), a link followed by its address in angle brackets when the text is not the address.
 */
export function plainTextOf(doc: PmNode): string {
  const lines: string[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const $pos = doc.resolve(pos);
    let marker = '';
    let depth = 0;
    for (let d = $pos.depth; d > 0; d--) {
      const item = $pos.node(d);
      if (item.type.name !== 'listItem') continue;
      const list = $pos.node(d - 1);
      // Only the item's first paragraph carries its marker.
      if (!marker && $pos.index(d) === 0) marker = list.type.name === 'orderedList' ? `${(list.attrs.start as number) + $pos.index(d - 1)}. ` : '- ';
      depth++;
    }
    let text = '';
    let run = '';
    const hrefOf = (child: PmNode | null) => child?.marks.find((m) => m.type.name === 'link')?.attrs.href as string | undefined;
    node.forEach((child, _offset, i) => {
      const href = hrefOf(child);
      const piece = child.text ?? (child.type.name === 'hardBreak' ? '\n' : '');
      text += piece;
      run = href ? run + piece : '';
      // At the end of a linked run, its address.
      if (href && hrefOf(i + 1 < node.childCount ? node.child(i + 1) : null) !== href && run !== href) text += ` <${href}>`;
    });
    lines.push('  '.repeat(Math.max(depth - 1, 0)) + (marker || (depth ? '  ' : '')) + text);
    return false;
  });
  return lines.join('\n');
}
