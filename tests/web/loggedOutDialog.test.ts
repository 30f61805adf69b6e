import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmLoggedOut } from '../../web/lib/loggedOutDialog';

describe('logged-out dialog (spec §8, resCode 401)', () => {
  it('opens once however many calls fail together, offering 重新登录 or 取消', async () => {
    confirmLoggedOut();
    confirmLoggedOut();
    await waitFor(() => expect(screen.getAllByText('重新登录')).toHaveLength(1));
    expect(screen.getByText('你已被登出，可以取消继续留在该页面，或者重新登录')).toBeInTheDocument();
    expect(screen.getAllByText('取消')).toHaveLength(1);
  });
});
