/** happy-dom setup for the portal's component tests. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Semi's CJS build loads lottie-web, which draws on a 2d canvas context at import time: give it a
// context that accepts any property and call.
const canvasContext = () =>
  new Proxy({} as Record<PropertyKey, unknown>, { get: (target, key) => (key in target ? target[key] : () => undefined) });
HTMLCanvasElement.prototype.getContext = canvasContext as unknown as HTMLCanvasElement['getContext'];

// lottie-web also polls document.readyState every 100 ms from its import until the page is complete.
// A file over before the first poll would leave it to fire after the DOM is gone (an unhandled
// ReferenceError). The page is complete, and each file waits past that first poll, which then stops
// (its timer is due before ours, so it runs first however loaded the machine is).
Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
afterAll(() => new Promise((resolve) => setTimeout(resolve, 120)));

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
