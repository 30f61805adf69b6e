/**
 * Declared state machines (docs/domain/b2b.md). The server's workflow engine runs a transition only
 * as declared here; the portal shows only the actions `allowedActions` returns.
 */
import type { Code } from '../screen/define';

/** Semi Tag colours the status tags use. */
export type StateColor = 'grey' | 'blue' | 'orange' | 'green' | 'red' | 'violet';

export interface StateDef {
  label: string;
  color: StateColor;
}

/** Who, besides holding the element code, may take a transition. */
export type ActorRule =
  /** Only the record's creator (submit, delete, withdraw). */
  | 'creator'
  /** Anyone but the creator: nobody audits or confirms their own request. */
  | 'notCreator'
  | 'anyone';

export interface TransitionDef<S extends string = string, A extends string = string> {
  action: A;
  /** Chinese button label. */
  label: string;
  from: readonly S[];
  to: S;
  /** Element (button) code the actor must hold. */
  element: Code;
  actor: ActorRule;
  /** A reason is required (rejections) or allowed. */
  comment?: 'required' | 'optional';
  /** A decision someone waits for: relayed to approvers (Lark cards). */
  approval?: boolean;
  /** Shown as a danger button. */
  danger?: boolean;
  /** Possible, but nothing waits for it (reopening, closing a conversation): not a to-do on 首页. */
  optional?: boolean;
  /**
   * Taken by the system as the consequence of another action or a job (完成 when the last order is
   * archived, 取消订单 when a cancellation is approved), never offered as a button.
   */
  auto?: boolean;
}

export interface Machine<S extends string = string, A extends string = string> {
  /** Entity name used in logs, counts, events and attachments, e.g. `b2b_payment`. */
  entity: string;
  /** Chinese name of one record, used in messages: 付款申请. */
  title: string;
  /** The screen (menu path) the records live on. */
  screen: string;
  states: Record<S, StateDef>;
  /** States listed as tabs, in order. */
  tabs: readonly S[];
  transitions: readonly TransitionDef<S, A>[];
}

/** Declares a machine; its action names stay literal types (`ActionOf<typeof machine>`). */
export const defineMachine = <S extends string, const A extends string>(m: Machine<S, A>): Machine<S, A> => m;

/** The action names of a machine: `'submit' | 'approve' | ...`. */
export type ActionOf<M extends Machine> = M['transitions'][number]['action'];

export interface ActingUser {
  id: number;
  /** Element codes the user holds. */
  elements: ReadonlySet<string>;
}

export interface RecordState {
  status: string;
  createdBy: number;
}

export function actorMay(rule: ActorRule, record: RecordState, user: ActingUser): boolean {
  if (rule === 'creator') return record.createdBy === user.id;
  if (rule === 'notCreator') return record.createdBy !== user.id;
  return true;
}

/** The transitions `user` may take on `record` now. */
export function allowedActions<S extends string>(m: Machine<S>, record: RecordState, user: ActingUser): TransitionDef<S>[] {
  return m.transitions.filter(
    (t) => !t.auto && (t.from as readonly string[]).includes(record.status) && user.elements.has(t.element) && actorMay(t.actor, record, user),
  );
}

export function findTransition<S extends string>(m: Machine<S>, action: string): TransitionDef<S> | undefined {
  return m.transitions.find((t) => t.action === action);
}

export function stateLabel(m: Machine, status: string): string {
  return (m.states as Record<string, StateDef>)[status]?.label ?? status;
}

/** The tag colour of a state (grey when the machine does not declare it). */
export function stateColor(m: Machine, status: string): StateColor {
  return (m.states as Record<string, StateDef>)[status]?.color ?? 'grey';
}
