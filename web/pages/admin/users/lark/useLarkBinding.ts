import { larkBind, larkStatus, larkUnbind, larkUserBinding } from '@shared/api/lark';
import { call, useApi } from '../../../../lib/api';
import { notice } from '../../../../lib/notice';

/** What the bridge allows right now: `unknown` while the status loads or could not be read. */
export type BridgeState = { kind: 'unknown' } | { kind: 'on' } | { kind: 'off'; missing: string[] };

/**
 * One user's Lark binding: the binding with its logs, the bridge state, and bind / unbind. After a
 * change the binding and the bridge status (its bound-user count, also shown on the page) reload.
 */
export function useLarkBinding(userId: number) {
  const status = useApi(larkStatus, undefined, { silent: true });
  const binding = useApi(larkUserBinding, undefined, { params: { userId } });

  const reload = () => Promise.all([binding.mutate(), status.mutate()]);

  const bridge: BridgeState = !status.data
    ? { kind: 'unknown' }
    : status.data.enabled
      ? { kind: 'on' }
      : { kind: 'off', missing: status.data.missing };

  return {
    bridge,
    binding: binding.data?.binding ?? null,
    /** Newest first, whatever order the server sent. */
    logs: [...(binding.data?.logs ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
    loading: binding.isLoading,
    /** The binding could not be read (the http client has said why). */
    failed: binding.error !== undefined && binding.data === undefined,
    async bind(openId: string) {
      await call(larkBind, { body: { userId, openId } });
      notice.success('绑定成功');
      await reload();
    },
    async unbind() {
      await call(larkUnbind, { body: { userId } });
      notice.success('已解除绑定');
      await reload();
    },
  };
}
