import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClaimRow } from '@shared/api/promotion/claim';
import { payAccounts, payClaims } from '@shared/api/promotion/payment';
import { getLastRate } from '@shared/api/reference/rateLookups';
import { PayDialog } from '../../../web/pages/promotion/cashierPayments/PayDialog';
import { fakeServer, renderPortal } from '../kit/portal';

const CLAIMS = [
  { id: 11, serialNo: 'BX202611280001', totalCny: '776.00', version: 4 },
  { id: 12, serialNo: 'BX202611280002', totalCny: '100.00', version: 4 },
] as ClaimRow[];
const ACCOUNTS = [
  { id: 1, label: '深圳跨仓贸易有限公司（招商银行 CNY）', currency: 'CNY' },
  { id: 2, label: 'Crossdock Europe GmbH（Deutsche Bank EUR）', currency: 'EUR' },
];

function payServer(rate: { rate: string; rateDate: string } | undefined) {
  return fakeServer((r) => {
    if (r.url === payAccounts.path) return { data: ACCOUNTS };
    if (r.url === getLastRate.path) return rate ? { data: { currency: r.params.currency, ...rate } } : { resCode: 500, resDes: `${String(r.params.currency)} 在 ${String(r.params.date)} 没有汇率，请先在汇率管理中维护` };
    if (r.url === payClaims.path) return { data: { id: 1 } };
    return { resCode: 404, resDes: `no fake for ${r.url}` };
  });
}

async function chooseAccount(label: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('付款账户').closest('.semi-form-field')!.querySelector('.semi-select')!);
  const option = await waitFor(() => [...document.querySelectorAll<HTMLElement>('.semi-select-option')].find((o) => o.textContent === label) ?? Promise.reject(new Error(`no ${label}`)));
  fireEvent.click(option);
  await waitFor(() => expect(document.querySelector('[class*=animation-hide]')).not.toBeNull());
  document.querySelectorAll('[class*=animation-hide]').forEach((e) => fireEvent.animationEnd(e));
  fireEvent.change(within(dialog).getByLabelText('银行流水号'), { target: { value: 'DB-0001' } });
  return dialog;
}

const payButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '确认付款' });

describe('出纳付款: the pay dialog', () => {
  it('from a EUR account shows each CNY claim converted at the day’s rate and pays only once the conversion is confirmed, sending that rate', async () => {
    const server = payServer({ rate: '7.76', rateDate: '2026-11-27' });
    renderPortal(<PayDialog claims={CLAIMS} onClose={() => undefined} onPaid={() => undefined} />);
    const dialog = await chooseAccount(ACCOUNTS[1]!.label);
    await waitFor(() => expect(within(dialog).getByTestId('pay-conversion')).toHaveTextContent('付款账户币种为 EUR，报销金额为人民币，按 2026-11-27 汇率 1 EUR = 7.76 CNY 折算'));
    const conversion = within(dialog).getByTestId('pay-conversion');
    // 776.00 / 7.76 = 100.00; 100.00 / 7.76 = 12.886… → 12.89.
    expect(conversion).toHaveTextContent('BX202611280001CNY 776.00EUR 100.00');
    expect(conversion).toHaveTextContent('BX202611280002CNY 100.00EUR 12.89');
    expect(conversion).toHaveTextContent('已核对：从 EUR 账户付出 EUR 112.89');

    fireEvent.click(payButton(dialog));
    expect(await within(dialog).findByText('请确认按汇率折算的付款金额')).toBeInTheDocument();
    expect(server.sent.some((r) => r.url === payClaims.path)).toBe(false);

    fireEvent.click(within(conversion).getByRole('checkbox'));
    // The button is locked for a second after each click (spec §5).
    await waitFor(() => expect(payButton(dialog)).toBeEnabled(), { timeout: 2000 });
    fireEvent.click(payButton(dialog));
    await waitFor(() => expect(server.sent.find((r) => r.url === payClaims.path)?.body).toMatchObject({ paidFromBankId: 2, bankReference: 'DB-0001', exchangeRate: '7.76', claims: [{ id: 11, version: 4 }, { id: 12, version: 4 }] }));
    expect(server.sent.find((r) => r.url === payClaims.path)?.body).not.toHaveProperty('confirmRate');
  });

  it('says why a EUR account cannot pay when the rate service has no rate, and sends nothing', async () => {
    const server = payServer(undefined);
    renderPortal(<PayDialog claims={CLAIMS} onClose={() => undefined} onPaid={() => undefined} />);
    const dialog = await chooseAccount(ACCOUNTS[1]!.label);
    await waitFor(() => expect(within(dialog).getByTestId('pay-conversion')).toHaveTextContent(/付款账户币种为 EUR：EUR 在 \d{4}-\d{2}-\d{2} 没有汇率，请先在汇率管理中维护/));
    fireEvent.click(payButton(dialog));
    expect(await within(dialog).findByText(/EUR 在 \d{4}-\d{2}-\d{2} 没有汇率，不能从该账户付款/)).toBeInTheDocument();
    expect(server.sent.some((r) => r.url === payClaims.path)).toBe(false);
  });

  it('from a CNY account pays as before: no conversion, no rate sent', async () => {
    const server = payServer({ rate: '7.76', rateDate: '2026-11-27' });
    renderPortal(<PayDialog claims={CLAIMS} onClose={() => undefined} onPaid={() => undefined} />);
    const dialog = await chooseAccount(ACCOUNTS[0]!.label);
    expect(within(dialog).queryByTestId('pay-conversion')).toBeNull();
    fireEvent.click(payButton(dialog));
    await waitFor(() => expect(server.sent.find((r) => r.url === payClaims.path)?.body).toMatchObject({ paidFromBankId: 1, bankReference: 'DB-0001' }));
    expect(server.sent.find((r) => r.url === payClaims.path)?.body).not.toHaveProperty('exchangeRate');
    expect(server.gets(getLastRate.path)).toEqual([]);
  });
});
