import { Spin } from '@douyinfe/semi-ui';

/** Centered spinner while a page chunk or the user info loads; `full` fills the window. */
export function PageLoading({ full = false }: { full?: boolean }) {
  return (
    <div
      role="status"
      aria-label="加载中"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: full ? '100vh' : 240 }}
    >
      <Spin size="large" />
    </div>
  );
}
