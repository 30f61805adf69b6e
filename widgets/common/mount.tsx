import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import '@douyinfe/semi-ui/lib/es/_base/base.css';
import './widgets.css';
import { ErrorBoundary } from './ErrorBoundary';
import { widgetSwrConfig } from './swrConfig';

/** Renders a widget page into #root with the widgets' SWR settings and crash screen. */
export function mountWidget(page: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ErrorBoundary>
        <SWRConfig value={widgetSwrConfig}>{page}</SWRConfig>
      </ErrorBoundary>
    </StrictMode>,
  );
}
