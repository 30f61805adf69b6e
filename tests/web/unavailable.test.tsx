import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { purposeOf, UnavailableNotice } from '../../web/pages/unavailable/UnavailableNotice';

describe('the "not available yet" page', () => {
  it('names the screen, says it is not live, and what it will be for (from the catalog)', () => {
    render(
      <MemoryRouter>
        <UnavailableNotice path="/sale/budget-list" title="销售预算" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '销售预算' })).toBeInTheDocument();
    expect(screen.getByText(/该功能尚未上线/).textContent).toContain('「销售计划」中的「销售预算」');
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('describes top-level screens without a group, and nothing for unknown paths', () => {
    expect(purposeOf('/print-payment')).toBe('上线后，你可以在这里使用「打印付款单」。');
    expect(purposeOf('/nope')).toBe('');
  });
});
