import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { mailAssignRules } from '../../db/schema';

/** What a rule looks at when a new conversation starts. */
export interface NewConversation {
  accountId: number;
  brandId: number | null;
  sender: string;
  subject: string;
  body: string;
  language: string | null;
}

type Rule = typeof mailAssignRules.$inferSelect;

export function ruleMatches(rule: Rule, c: NewConversation): boolean {
  if (rule.accountId && rule.accountId !== c.accountId) return false;
  if (rule.brandId && rule.brandId !== c.brandId) return false;
  if (rule.language && rule.language !== c.language) return false;
  if (rule.senderContains && !c.sender.toLowerCase().includes(rule.senderContains.toLowerCase())) return false;
  if (rule.keywords) {
    const text = `${c.subject}\n${c.body}`.toLowerCase();
    const words = rule.keywords.split(/[,，;；]/).map((w) => w.trim().toLowerCase()).filter(Boolean);
    if (!words.some((w) => text.includes(w))) return false;
  }
  return true;
}

/** The person the first matching enabled rule names, or null (the shared pool). */
export async function assigneeFor(tx: Tx, c: NewConversation): Promise<number | null> {
  const rules = await tx.select().from(mailAssignRules).where(and(eq(mailAssignRules.enabled, true))).orderBy(asc(mailAssignRules.sort), asc(mailAssignRules.id));
  return rules.find((r) => ruleMatches(r, c))?.assigneeId ?? null;
}
