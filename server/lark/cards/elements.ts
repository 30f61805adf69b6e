/**
 * Builders of Lark card JSON 2.0 elements (open.feishu.cn: 卡片 JSON 2.0 结构). Every card the CRM
 * sends is shared (`update_multi`), so one patch updates every recipient's copy.
 */
export type Template = 'blue' | 'orange' | 'green' | 'red' | 'grey' | 'turquoise';
export type CardElement = Record<string, unknown>;

export interface Card {
  schema: '2.0';
  config: { update_multi: true; summary?: { content: string } };
  header: { title: { tag: 'plain_text'; content: string }; subtitle?: { tag: 'plain_text'; content: string }; template: Template };
  body: { elements: CardElement[] };
}

const plain = (content: string) => ({ tag: 'plain_text' as const, content });

export function card(title: string, template: Template, elements: CardElement[], subtitle?: string): Card {
  return {
    schema: '2.0',
    config: { update_multi: true, summary: { content: subtitle ? `${title}：${subtitle}` : title } },
    header: { title: plain(title), ...(subtitle ? { subtitle: plain(subtitle) } : {}), template },
    body: { elements },
  };
}

/** Lark markdown: keep user text from being read as markup. */
export const escapeMd = (s: string) => s.replace(/([\\`*_~[\]()<>#|])/g, '\\$1');

export const markdown = (content: string): CardElement => ({ tag: 'markdown', content });

/** `**label** value` lines. */
export const fieldLines = (fields: Array<{ label: string; value: string }>) =>
  markdown(fields.map((f) => `**${escapeMd(f.label)}**　${escapeMd(f.value)}`).join('\n'));

export const divider = (): CardElement => ({ tag: 'hr' });

export const linkButton = (text: string, url: string): CardElement => ({
  tag: 'button',
  text: plain(text),
  type: 'default',
  behaviors: [{ type: 'open_url', default_url: url, pc_url: url, android_url: url, ios_url: url }],
});

/** A button that calls back the server with `value` (and submits its form when inside one). */
export const callbackButton = (name: string, text: string, type: 'primary' | 'danger' | 'default', value: Record<string, unknown>, inForm: boolean): CardElement => ({
  tag: 'button',
  name,
  text: plain(text),
  type,
  ...(inForm ? { form_action_type: 'submit' } : {}),
  behaviors: [{ type: 'callback', value }],
});

export const textInput = (name: string, placeholder: string): CardElement => ({
  tag: 'input',
  name,
  placeholder: plain(placeholder),
  max_length: 500,
  width: 'fill',
});

export const select = (name: string, placeholder: string, options: Array<{ value: string; label: string }>): CardElement => ({
  tag: 'select_static',
  name,
  placeholder: plain(placeholder),
  width: 'fill',
  options: options.map((o) => ({ text: plain(o.label), value: o.value })),
});

export const form = (name: string, elements: CardElement[]): CardElement => ({ tag: 'form', name, elements });

export const buttonRow = (buttons: CardElement[]): CardElement => ({
  tag: 'column_set',
  flex_mode: 'flow',
  horizontal_spacing: '8px',
  columns: buttons.map((b) => ({ tag: 'column', width: 'auto', elements: [b] })),
});
