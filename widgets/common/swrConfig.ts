import type { SWRConfiguration } from 'swr';

/**
 * SWR for widgets: revalidate when the page becomes visible again, including a page the webview
 * restores from its back-forward cache (coming back from the detail to the inbox), and no silent
 * retries: a failure shows its message and a 重试 button.
 */
export const widgetSwrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  initFocus(revalidate) {
    const onVisible = () => document.visibilityState === 'visible' && revalidate();
    const onPageShow = (event: PageTransitionEvent) => event.persisted && revalidate();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', revalidate);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', revalidate);
      window.removeEventListener('pageshow', onPageShow);
    };
  },
};
