/**
 * Builders of Lark card JSON 2.0 elements (open.feishu.cn: 卡片 JSON 2.0 结构). Every card the CRM
 * sends is shared (`update_multi`), so one patch updates every recipient's copy.
 */
export type Template = 'blue' | 'orange' | 'green' | 'red' | 'grey' | 'turquoise';
export type CardElement = Record<string, unknown>;

/**
 * A text in Chinese and English: the card shows the one of the reader's Lark client language
 * (`i18n_content`, card JSON 2.0 local multi-language); `content` (Chinese) is the default.
 */
export interface I18nText {
  zh_cn: string;
  en_us: string;
}
export type Text = string | I18nText;

export const i18n = (zh: string, en: string): I18nText => ({ zh_cn: zh, en_us: en });

/** Joins texts part by part in both languages. */
export const joinText = (parts: Text[], sep = ''): Text =>
  parts.some((p) => typeof p !== 'string')
    ? i18n(parts.map((p) => zhOf(p)).join(sep), parts.map((p) => (typeof p === 'string' ? p : p.en_us)).join(sep))
    : parts.join(sep);

export const zhOf = (text: Text) => (typeof text === 'string' ? text : text.zh_cn);

/** `content` plus, for a two-language text, its `i18n_content`. */
const contentOf = (text: Text) => (typeof text === 'string' ? { content: text } : { content: text.zh_cn, i18n_content: text });

type TextObject = { tag: 'plain_text'; content: string; i18n_content?: I18nText };

export interface Card {
  schema: '2.0';
  config: { update_multi: true; locales: string[]; summary?: { content: string; i18n_content?: I18nText } };
  header: { title: TextObject; subtitle?: TextObject; template: Template };
  body: { elements: CardElement[] };
}

const plain = (text: Text): TextObject => ({ tag: 'plain_text', ...contentOf(text) });

/** Languages the cards are written in; other clients show the Chinese default. */
export const CARD_LOCALES = ['zh_cn', 'en_us'];

export function card(title: Text, template: Template, elements: CardElement[], subtitle?: string): Card {
  return {
    schema: '2.0',
    // The summary (chat list, notifications) is the card's plain text for every client.
    config: { update_multi: true, locales: CARD_LOCALES, summary: contentOf(subtitle ? joinText([title, '：', subtitle]) : title) },
    header: { title: plain(title), ...(subtitle ? { subtitle: plain(subtitle) } : {}), template },
    body: { elements },
  };
}

/** Lark markdown: keep user text from being read as markup. */
export const escapeMd = (s: string) => s.replace(/([\\`*_~[\]()<>#|])/g, '\\$1');

export const markdown = (content: Text): CardElement => ({ tag: 'markdown', ...contentOf(content) });

/** `**label** value` lines. */
export const fieldLines = (fields: Array<{ label: string; value: string }>) =>
  markdown(fields.map((f) => `**${escapeMd(f.label)}**　${escapeMd(f.value)}`).join('\n'));

export const divider = (): CardElement => ({ tag: 'hr' });

/**
 * A link button. On desktop `pcUrl` (an AppLink opening the page in Lark's sidebar) keeps the click
 * inside Lark; phones open `url` in Lark's own web view.
 */
export const linkButton = (text: Text, url: string, pcUrl = url): CardElement => ({
  tag: 'button',
  text: plain(text),
  type: 'default',
  behaviors: [{ type: 'open_url', default_url: url, pc_url: pcUrl, android_url: url, ios_url: url }],
});

/** A button that calls back the server with `value` (and submits its form when inside one). */
export const callbackButton = (name: string, text: Text, type: 'primary' | 'danger' | 'default', value: Record<string, unknown>, inForm: boolean): CardElement => ({
  tag: 'button',
  name,
  text: plain(text),
  type,
  ...(inForm ? { form_action_type: 'submit' } : {}),
  behaviors: [{ type: 'callback', value }],
});

export const textInput = (name: string, placeholder: Text): CardElement => ({
  tag: 'input',
  name,
  placeholder: plain(placeholder),
  max_length: 500,
  width: 'fill',
});

export const select = (name: string, placeholder: Text, options: Array<{ value: string; label: string }>): CardElement => ({
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
