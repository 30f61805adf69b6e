import type { ApprovalAction, approvalDecide } from '@shared/api/approvals';
import type { BodyOf } from '@shared/api/contract';

/** What the person typed for a decision: a reason, and the action's extra fields by name. */
export interface DecisionValues {
  comment: string;
  fields: Record<string, string>;
}

export const emptyDecision = (): DecisionValues => ({ comment: '', fields: {} });

/** Messages by input (`comment` or a field name); empty when the decision may be sent. */
export type DecisionProblems = Record<string, string>;

export const DecisionMessages = {
  reasonMissing: '请填写原因',
} as const;

/** True when the action asks for something before it is sent (otherwise it is only confirmed). */
export const asksForInput = (action: ApprovalAction): boolean => action.comment !== null || action.fields.length > 0;

/** What is missing: a required reason, required fields (`请选择…` / `请填写…`). */
export function decisionProblems(action: ApprovalAction, values: DecisionValues): DecisionProblems {
  const problems: DecisionProblems = {};
  if (action.comment === 'required' && values.comment.trim() === '') problems.comment = DecisionMessages.reasonMissing;
  for (const field of action.fields) {
    if (field.required && (values.fields[field.name] ?? '').trim() === '') {
      problems[field.name] = `${field.type === 'select' ? '请选择' : '请填写'}${field.label}`;
    }
  }
  return problems;
}

/** The decide body: the action, the version the person saw, and only what the action takes. */
export function decisionBody(action: ApprovalAction, version: number, values: DecisionValues): BodyOf<typeof approvalDecide> {
  const comment = values.comment.trim();
  const fields = Object.fromEntries(
    action.fields.map((f) => [f.name, (values.fields[f.name] ?? '').trim()] as const).filter(([, value]) => value !== ''),
  );
  return {
    action: action.action,
    version,
    ...(action.comment !== null && comment !== '' ? { comment } : {}),
    ...(action.fields.length > 0 ? { fields } : {}),
  };
}
