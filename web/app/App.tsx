import { LocaleProvider } from '@douyinfe/semi-ui';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../lib/session/SessionProvider';
import { AppRoutes } from './routing/AppRoutes';

/** Chinese by default (Semi LocaleProvider); API answers cached per path + query by SWR. */
export function App() {
  return (
    <LocaleProvider locale={zhCN}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <BrowserRouter>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </BrowserRouter>
      </SWRConfig>
    </LocaleProvider>
  );
}
