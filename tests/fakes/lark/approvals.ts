import type { LarkJson } from './types';

/** A third-party approval definition (审批 → 三方审批): where Lark calls back a decision taken in the approval centre. */
export interface FakeExternalApproval {
  approvalCode: string;
  /** `external.action_callback_url` of the definition. */
  actionCallbackUrl: string;
  /** `external.action_callback_token`: sent back in every callback. */
  actionCallbackToken: string;
}

/** A synced instance as the approval centre holds it, with every version it has had. */
export interface FakeExternalInstance {
  instanceId: string;
  approvalCode: string;
  status: string;
  /** The last body accepted, as sent. */
  body: LarkJson;
  versions: number;
}

/** The task of an instance, as sent. */
export interface FakeExternalTask {
  task_id: string;
  open_id?: string;
  user_id?: string;
  status: string;
  action_context?: string;
  action_configs?: Array<{ action_type: string; action_name?: string }>;
}

/** Approval definitions and the third-party instances synced into the approval centre. */
export class ApprovalStore {
  private readonly definitions = new Map<string, FakeExternalApproval>();
  private readonly instances = new Map<string, FakeExternalInstance>();

  define(definition: FakeExternalApproval): void {
    this.definitions.set(definition.approvalCode, definition);
  }

  definition(code: string): FakeExternalApproval | undefined {
    return this.definitions.get(code);
  }

  /** Stores an instance: REPLACE takes the body whole; UPDATE only when its update_time is newer. */
  sync(body: LarkJson): FakeExternalInstance {
    const instanceId = String(body.instance_id);
    const earlier = this.instances.get(instanceId);
    if (earlier && body.update_mode === 'UPDATE' && Number(body.update_time) <= Number(earlier.body.update_time)) return earlier;
    const instance: FakeExternalInstance = { instanceId, approvalCode: String(body.approval_code), status: String(body.status), body, versions: (earlier?.versions ?? 0) + 1 };
    this.instances.set(instanceId, instance);
    return instance;
  }

  get(instanceId: string): FakeExternalInstance | undefined {
    return this.instances.get(instanceId);
  }

  all(): FakeExternalInstance[] {
    return [...this.instances.values()];
  }

  clear(): void {
    this.instances.clear();
  }
}

/** The tasks of an instance. */
export const tasksOf = (instance: FakeExternalInstance) => ((instance.body.task_list as FakeExternalTask[] | undefined) ?? []);

/** An `@i18n@` key resolved in the instance's default language (other text as is). */
export function textOf(instance: FakeExternalInstance, key: string, locale?: string): string {
  const resources = (instance.body.i18n_resources as Array<{ locale: string; is_default: boolean; texts: Array<{ key: string; value: string }> }>) ?? [];
  const resource = resources.find((r) => (locale ? r.locale === locale : r.is_default));
  return resource?.texts.find((t) => t.key === key)?.value ?? key;
}
