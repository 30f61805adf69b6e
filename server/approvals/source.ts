import type { DecisionField } from '@shared/api/approvals';
import type { Machine } from '@shared/workflow';
import type { Db } from '../db/connection';
import type { Actor, TransitionResult, WorkflowTable } from '../workflow';

/** What a card, the inbox and the detail show of one record besides its workflow columns. */
export interface Described {
  /** e.g. `FK20261122001 · Acme GmbH`. */
  title: string;
  amount: string | null;
  currency: string | null;
  /** Key fields, in the order shown. */
  fields: Array<{ label: string; value: string }>;
}

export interface Decision {
  id: number;
  action: string;
  version?: number;
  comment?: string;
  /** Values of the action's `decisionFields`, by name. */
  fields: Record<string, string>;
}

/**
 * A record type whose approval transitions (`approval: true` in its machine) are relayed to Lark
 * and listed in the approvals inbox. A module declares one and lists it in its manifest (server/modules/manifest.ts).
 */
export interface ApprovalSource {
  machine: Machine;
  table: WorkflowTable;
  /** Title of each waiting state's approval kind, e.g. `{ pending_audit: '付款申请审核' }`. */
  kindTitles: Record<string, string>;
  /** Title, amount and key fields of the given records (missing ids are simply absent). */
  describe(db: Db, ids: number[]): Promise<Map<number, Described>>;
  /**
   * Runs the decision; by default through the transition endpoint the module registered for the action
   * (`addTransition`), with the decision's id, version, comment and field values as its input: exactly the
   * portal's call. Only a source without such an endpoint needs its own.
   */
  decide?(db: Db, actor: Actor, decision: Decision): Promise<TransitionResult>;
  /** Extra inputs an action needs (e.g. the paying account of 确认付款). */
  decisionFields?(db: Db, action: string): Promise<DecisionField[]>;
  /** The record's page in the portal (path and query). */
  portalPath(id: number): string;
}

let sources = new Map<string, ApprovalSource>();

/** Takes the approval sources of the composed modules (server/modules/index.ts calls it when it composes them). */
export function useApprovalSources(list: readonly ApprovalSource[]): void {
  sources = new Map(list.map((s) => [s.machine.entity, s]));
}

export const approvalSource = (entity: string): ApprovalSource | undefined => sources.get(entity);
export const approvalSources = (): ApprovalSource[] => [...sources.values()];

/** States in which a record waits for a decision: the `from` of its approval transitions. */
export function waitingStates(machine: Machine): string[] {
  return [...new Set(machine.transitions.filter((t) => t.approval).flatMap((t) => t.from))];
}

/** The approval transitions possible from `status`. */
export const approvalTransitions = (machine: Machine, status: string) =>
  machine.transitions.filter((t) => t.approval && (t.from as readonly string[]).includes(status));
