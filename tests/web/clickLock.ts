import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits out a LockButton's click lock (spec §5): it turns disabled just after a click, then enabled again. */
export async function waitForClickLock(button: () => HTMLElement): Promise<void> {
  await waitFor(() => expect(button()).toBeDisabled());
  await waitFor(() => expect(button()).toBeEnabled(), { timeout: 3000 });
}
