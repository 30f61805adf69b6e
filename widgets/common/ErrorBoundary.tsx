import { Component, type ReactNode } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { PageMessage } from './Shell';

/** A render crash shows a message and a reload button instead of a blank page or a stack trace. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageMessage
        title="页面出错了"
        description="请重新加载；如果仍然出错，请在 CRM 中处理。"
        actions={
          <Button className="wg-touch" theme="solid" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
