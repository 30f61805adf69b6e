import type { Card, CardElement } from './elements';

/** Lark markdown back to text: escapes and colour tags off, bold marks off. */
const unmark = (s: string) => s.replace(/<\/?font[^>]*>/g, '').replace(/\*\*/g, '').replace(/\\([\\`*_~[\]()<>#|])/g, '$1');

function walk(element: CardElement, lines: string[]): void {
  if (element.tag === 'markdown' && typeof element.content === 'string') lines.push(unmark(element.content));
  const behaviors = element.behaviors as Array<{ type: string; default_url?: string }> | undefined;
  const url = behaviors?.find((b) => b.type === 'open_url')?.default_url;
  if (element.tag === 'button' && url) lines.push(`${(element.text as { content: string }).content}：${url}`);
  for (const key of ['elements', 'columns'] as const) for (const child of (element[key] as CardElement[] | undefined) ?? []) walk(child, lines);
}

/**
 * The card as plain text (Chinese): title, what it says and its links. Sent instead of the card when
 * Lark refuses the card itself, so the approver still hears of the record and can open it.
 */
export function cardText(card: Card): string {
  const lines = [card.header.title.content, ...(card.header.subtitle ? [card.header.subtitle.content] : [])];
  for (const element of card.body.elements) walk(element, lines);
  return lines.filter(Boolean).join('\n');
}
