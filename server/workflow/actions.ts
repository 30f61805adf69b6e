import type { AllowedActionRow } from '@shared/api/workflow';
import { allowedActions, type Machine, type RecordState } from '@shared/workflow';
import type { Actor } from './engine';

/** The transitions the actor may take now, as the detail drawers show them. */
export function actionsFor(machine: Machine, record: RecordState, actor: Pick<Actor, 'userId' | 'elements'>): AllowedActionRow[] {
  return allowedActions(machine, record, { id: actor.userId, elements: actor.elements }).map((t) => ({
    action: t.action,
    label: t.label,
    ...(t.comment ? { comment: t.comment } : {}),
    ...(t.danger ? { danger: true } : {}),
  }));
}
