import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tasksOf, type FakeExternalApproval, type FakeExternalInstance } from './lark/approvals';
import { snapshot } from './lark/messages';
import { serve } from './lark/server';
import { FakeLarkState } from './lark/state';
import type { FakeLarkFailure, FakeLarkMessage, FakeLarkRequest, FakeLarkUser, FakeLarkUserInput } from './lark/types';

export type {
  FakeLarkFailure,
  FakeLarkMessage,
  FakeLarkRequest,
  FakeLarkUser,
  FakeLarkUserInput,
  LarkJson,
} from './lark/types';
export { larkErrors } from './lark/errors';
export { tasksOf, textOf, type FakeExternalApproval, type FakeExternalInstance, type FakeExternalTask } from './lark/approvals';

/** The request Lark makes to a definition's action_callback_url when a task is decided in the approval centre. */
export interface ApprovalCentreCallback {
  url: string;
  body: Record<string, string>;
}

/** How to start the fake platform. */
export interface FakeLarkOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Defaults to `cli_fake_app`. */
  appId?: string;
  /** Defaults to `fake-secret`. */
  appSecret?: string;
  /** The tenant every user belongs to; defaults to `fake_tenant`. */
  tenantKey?: string;
  /** Lifetime of app, tenant and user tokens; defaults to Lark's 7200 seconds. */
  tokenTtlSeconds?: number;
}

/**
 * A fake Lark (Feishu) open platform over HTTP, for the official SDK to talk to through
 * `new lark.Client({ appId, appSecret, domain: fake.url, cache })`.
 */
export interface FakeLark {
  /** Base URL, `http://127.0.0.1:PORT`; pass it as the SDK client's `domain`. */
  readonly url: string;
  readonly port: number;
  /** The only app the platform accepts. */
  readonly appId: string;
  readonly appSecret: string;
  /** `tenant_key` of the fake tenant. */
  readonly tenantKey: string;
  /** Every open-API request received since start or `reset()`, in order (a copy). */
  readonly requests: FakeLarkRequest[];
  /** Calls of `tenant_access_token/internal` and `app_access_token/internal` (failed ones too). */
  readonly tokenRequests: { tenant: number; app: number };
  /** Registers a user, generating the ids not given (`ou_`, `on_`, a short user_id). */
  addUser(input: FakeLarkUserInput): FakeLarkUser;
  /** Every registered user. */
  users(): FakeLarkUser[];
  /**
   * An authorisation code for the user, as Lark passes it to the web app (the `code` of
   * `tt.requestAccess` or of the OAuth redirect). One use, valid `ttlSeconds` (default 300).
   */
  issueCode(openId: string, options?: { ttlSeconds?: number }): string;
  /** The Lark account the authorize page signs in as (the user of the Lark client), or nobody. */
  signIn(openId: string | undefined): void;
  /** Messages sent to the user (including replies in their chat), oldest first, as snapshots. */
  messagesTo(openId: string): FakeLarkMessage[];
  /** A message as it stands now, or `undefined` when the bot never sent it. */
  message(messageId: string): FakeLarkMessage | undefined;
  /**
   * Makes the next `times` (default 1) requests matching `key` answer `failure` instead, e.g.
   * `failNext('PATCH /open-apis/im/v1/messages', { code: 230020, msg: 'rate limited' }, 2)`.
   * The key's path is a route pattern, that pattern without its last `:param`, or an exact path.
   */
  failNext(key: string, failure: FakeLarkFailure, times?: number): void;
  /** Registers a third-party approval definition (审批 → 三方审批, or approval v4 external_approvals). */
  defineExternalApproval(definition: FakeExternalApproval): void;
  /** A third-party instance as the approval centre holds it now (a copy), or `undefined`. */
  externalInstance(instanceId: string): FakeExternalInstance | undefined;
  /**
   * The callback Lark sends when the task's approver taps 同意 (APPROVE) or 拒绝 (REJECT) in the
   * approval centre (三方快捷审批回调). Throws as Lark would refuse: no such pending task, or an action
   * the task does not offer. `decideInApprovalCentre` also posts it.
   */
  approvalCentreCallback(instanceId: string, taskId: string, action: 'APPROVE' | 'REJECT', reason?: string): ApprovalCentreCallback;
  decideInApprovalCentre(instanceId: string, taskId: string, action: 'APPROVE' | 'REJECT', reason?: string): Promise<{ status: number; body: unknown }>;
  /** Ends every token handed out so far; the next token request gets a new one. */
  expireTokens(): void;
  /** Clears recorded requests, messages, pending failures and token counts; users stay. */
  reset(): void;
  /** Stops the server and drops its open connections. */
  close(): Promise<void>;
}

/** Starts the fake Lark platform on 127.0.0.1. */
export async function startFakeLark(options: FakeLarkOptions = {}): Promise<FakeLark> {
  const state = new FakeLarkState(
    {
      appId: options.appId ?? 'cli_fake_app',
      appSecret: options.appSecret ?? 'fake-secret',
      tenantKey: options.tenantKey ?? 'fake_tenant',
    },
    options.tokenTtlSeconds ?? 7200,
  );
  const server = http.createServer((req, res) => {
    serve(state, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    ...state.app,
    get requests() {
      return [...state.traffic.requests];
    },
    get tokenRequests() {
      return { ...state.auth.tokenRequests };
    },
    addUser: (input) => state.users.add(input),
    users: () => state.users.all(),
    issueCode: (openId, codeOptions) => state.issueCode(openId, codeOptions?.ttlSeconds),
    signIn(openId) {
      state.signedIn = openId;
    },
    messagesTo: (openId) =>
      state.messages
        .all()
        .filter((m) => m.openId === openId)
        .map(snapshot),
    message(messageId) {
      const found = state.messages.get(messageId);
      return found && snapshot(found);
    },
    defineExternalApproval: (definition) => state.approvals.define(definition),
    externalInstance(instanceId) {
      const found = state.approvals.get(instanceId);
      return found && structuredClone(found);
    },
    approvalCentreCallback: (instanceId, taskId, action, reason) => approvalCallback(state, instanceId, taskId, action, reason),
    async decideInApprovalCentre(instanceId, taskId, action, reason) {
      const { url, body } = approvalCallback(state, instanceId, taskId, action, reason);
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => undefined) };
    },
    failNext: (key, failure, times = 1) => state.traffic.failNext(key, failure, times),
    expireTokens: () => state.auth.expireTokens(),
    reset: () => state.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function approvalCallback(state: FakeLarkState, instanceId: string, taskId: string, action: 'APPROVE' | 'REJECT', reason?: string): ApprovalCentreCallback {
  const instance = state.approvals.get(instanceId);
  const task = instance && tasksOf(instance).find((t) => t.task_id === taskId);
  if (!instance || !task || task.status !== 'PENDING') throw new Error(`no pending task ${taskId} in ${instanceId}`);
  if (!task.action_configs?.some((c) => c.action_type === action)) throw new Error(`task ${taskId} offers no ${action}`);
  const definition = state.approvals.definition(instance.approvalCode)!;
  const user = task.open_id ? state.users.find('open_id', task.open_id) : task.user_id ? state.users.find('user_id', task.user_id) : undefined;
  if (!user) throw new Error(`task ${taskId} names nobody in the directory`);
  return {
    url: definition.actionCallbackUrl,
    body: {
      action_type: action,
      action_context: task.action_context ?? '',
      user_id: user.userId,
      approval_code: instance.approvalCode,
      instance_id: instanceId,
      task_id: taskId,
      ...(reason ? { reason } : {}),
      token: definition.actionCallbackToken,
    },
  };
}
