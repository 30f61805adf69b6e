import type { AccountRow } from '@shared/api/mail/accounts';
import { fillTemplate, type TemplateRow } from '@shared/api/mail/templates';

/** The brand signature a template's {{brandSignature}} becomes: the account's sender name and its brand. */
export const brandSignature = (account: Pick<AccountRow, 'senderName' | 'brandName'> | undefined) =>
  account ? [account.senderName, account.brandName && account.brandName !== account.senderName ? account.brandName : null].filter(Boolean).join('\n') : '';

/** A template filled for one mail; an empty template subject keeps the one written (Re: ...). */
export function applyTemplate(t: Pick<TemplateRow, 'subject' | 'body'>, v: { customerName?: string | null; orderNo?: string; agentName?: string; account?: AccountRow }, subject: string) {
  const values = { customerName: v.customerName ?? '', orderNo: v.orderNo ?? '', agentName: v.agentName ?? '', brandSignature: brandSignature(v.account) };
  return { subject: t.subject ? fillTemplate(t.subject, values) : subject, body: fillTemplate(t.body, values) };
}
