/** happy-dom setup for the portal's component tests. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Semi's CJS build loads lottie-web, which draws on a 2d canvas context at import time: give it a
// context that accepts any property and call.
const canvasContext = () =>
  new Proxy({} as Record<PropertyKey, unknown>, { get: (target, key) => (key in target ? target[key] : () => undefined) });
HTMLCanvasElement.prototype.getContext = canvasContext as unknown as HTMLCanvasElement['getContext'];

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
