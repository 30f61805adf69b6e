import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from '@douyinfe/semi-ui';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FilterBar } from '../../../web/components/table/FilterBar';
import { readFilters, toUrlValue, useUrlFilters, writeFilters } from '../../../web/components/table/useUrlFilters';
import { compactQuery } from '../../../web/components/table/useListQuery';

const DEFAULTS = { name: '', status: '', range: [] as string[] };

function Page() {
  const filters = useUrlFilters(DEFAULTS);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <FilterBar filters={filters}>
        <Form.Input field="name" label="姓名" />
        <Form.Input field="status" label="状态" />
      </FilterBar>
      <output data-testid="search">{location.search}</output>
      <output data-testid="values">{JSON.stringify(filters.values)}</output>
      <button onClick={() => navigate(-1)}>后退</button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  );
const search = () => screen.getByTestId('search').textContent;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('FilterBar: filters live in the URL', () => {
  it('fills the form from a shared link', () => {
    renderAt('/list?name=%E5%BC%A0&status=disabled&range=2024-01-01&range=2024-01-31&page=3');
    expect(input('姓名').value).toBe('张');
    expect(input('状态').value).toBe('disabled');
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toEqual({
      name: '张',
      status: 'disabled',
      range: ['2024-01-01', '2024-01-31'],
    });
  });

  it('查询 writes the values (trimmed, empty ones left out) and goes back to page 1', async () => {
    renderAt('/list?status=disabled&page=3&other=keep');
    fireEvent.change(input('姓名'), { target: { value: '  lina ' } });
    fireEvent.change(input('状态'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(search()).toBe('?other=keep&name=lina'));
  });

  it('重置 clears every filter and the form; the back button brings them back', async () => {
    renderAt('/list?name=lina&status=active');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(input('姓名').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: '后退' }));
    await waitFor(() => expect(search()).toBe('?name=lina&status=active'));
    await waitFor(() => expect(input('姓名').value).toBe('lina'));
    expect(input('状态').value).toBe('active');
  });

  it('locks 查询 for a second after a click (spec §5)', async () => {
    renderAt('/list');
    const button = screen.getByRole('button', { name: '查询' });
    fireEvent.click(button);
    await act(async () => undefined);
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});

describe('URL <-> filter values', () => {
  it('reads defaults for absent keys and repeated keys as arrays', () => {
    const params = new URLSearchParams('name=a&range=x&range=y');
    expect(readFilters(params, DEFAULTS)).toEqual({ name: 'a', status: '', range: ['x', 'y'] });
    expect(readFilters(new URLSearchParams(''), DEFAULTS)).toEqual(DEFAULTS);
  });

  it('writes dates as yyyy-MM-dd, numbers as digits, drops empties and resets the page', () => {
    const next = writeFilters(new URLSearchParams('page=4&limit=50'), DEFAULTS, {
      name: 12,
      status: null,
      range: [new Date(2024, 0, 5), new Date(2024, 1, 29, 23, 59)],
    });
    expect(next.toString()).toBe('limit=50&name=12&range=2024-01-05&range=2024-02-29');
    expect(toUrlValue(undefined)).toBe('');
  });

  it('compactQuery leaves out blank filters (a blank enum would be refused by the server)', () => {
    expect(compactQuery({ name: '', status: 'active', groupId: undefined, range: [], ids: ['1'], n: 0 })).toEqual({
      status: 'active',
      ids: ['1'],
      n: 0,
    });
  });
});
