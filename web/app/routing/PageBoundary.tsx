import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Empty } from '@douyinfe/semi-ui';
import { errorLog } from '../../lib/errorLog';

interface State {
  failed: boolean;
}

/** A page that throws, or whose script/style chunk fails to load (spec §8), shows this instead. */
export class PageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    errorLog.add('error', `${error.message}${info.componentStack ? ` @${info.componentStack.split('\n')[1]?.trim() ?? ''}` : ''}`);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Empty title="页面加载失败" description="网络不稳定或系统刚刚更新，请重新加载页面。" style={{ padding: 48 }}>
        <Button theme="solid" onClick={() => location.reload()}>
          重新加载
        </Button>
      </Empty>
    );
  }
}
