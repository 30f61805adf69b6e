import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecimalInput } from '../../web/components/DecimalInput';

function Harness() {
  const [value, setValue] = useState('');
  return <DecimalInput aria-label="金额" value={value} onChange={setValue} />;
}

const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });

describe('DecimalInput (spec §5: only digits, at most one decimal place)', () => {
  it.each([
    ['12.34', '12.3'],
    ['a1b2', '12'],
    ['1.2.3', '1.2'],
    ['-5', '5'],
    ['.5', '0.5'],
    ['007', '7'],
    ['3.', '3.'],
  ])('typing %s keeps %s', (typed, kept) => {
    render(<Harness />);
    const input = screen.getByLabelText('金额') as HTMLInputElement;
    type(input, typed);
    expect(input.value).toBe(kept);
  });
});
