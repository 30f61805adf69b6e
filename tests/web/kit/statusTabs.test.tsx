import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentMachine, stateLabel } from '@shared/workflow';
import { StatusTabs } from '../../../web/components/workflow/StatusTabs';

const counts = { draft: 5, pending_audit: 40, paid: 7 };

describe('StatusTabs', () => {
  it('shows every tab of the machine, and 全部 adds them all up', () => {
    render(<StatusTabs machine={paymentMachine} value="all" onChange={() => undefined} counts={counts} />);
    expect(screen.getByRole('tab', { name: '全部 (52)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `${stateLabel(paymentMachine, 'draft')} (5)` })).toBeInTheDocument();
  });

  it('shows only the tabs a list holds, and 全部 adds up only those', () => {
    render(<StatusTabs machine={paymentMachine} value="all" onChange={() => undefined} counts={counts} only={['pending_audit']} />);
    expect(screen.getByRole('tab', { name: '全部 (40)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `${stateLabel(paymentMachine, 'pending_audit')} (40)` })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: `${stateLabel(paymentMachine, 'draft')} (5)` })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });
});
