import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LockButton } from '../../web/components/LockButton';
import { CLICK_LOCK_MS } from '../../web/components/useClickLock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LockButton (spec §5: disabled for 1 s after a click)', () => {
  it('runs the first click, ignores clicks for 1 s, then accepts again', () => {
    const onClick = vi.fn();
    render(<LockButton onClick={onClick}>保存</LockButton>);
    const button = screen.getByRole('button', { name: '保存' });

    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(1));
    expect(button.hasAttribute('disabled')).toBe(true);

    act(() => void vi.advanceTimersByTime(CLICK_LOCK_MS - 2));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(1));
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('stays disabled when told to', () => {
    const onClick = vi.fn();
    render(
      <LockButton disabled onClick={onClick}>
        删除
      </LockButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
