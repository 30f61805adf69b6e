import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@douyinfe/semi-ui/lib/es/_base/base.css';
import { App } from './app/App';
import { collectWindowErrors } from './lib/errorLog';
import { applyThemeMode, storedThemeMode } from './lib/theme';

collectWindowErrors();
applyThemeMode(storedThemeMode());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
