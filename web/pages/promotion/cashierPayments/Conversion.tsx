import { Form, Typography } from '@douyinfe/semi-ui';
import { accountAmount, cnyToAccount } from '@shared/api/promotion/payment';
import type { ClaimRow } from '@shared/api/promotion/claim';
import type { LastRate } from '@shared/api/reference/rateLookups';
import { formatMoney } from '@shared/format';

interface ConversionProps {
  claims: ClaimRow[];
  /** The paying account's currency (not CNY). */
  currency: string;
  rate?: LastRate;
  /** Why there is no rate (the rate service's message). */
  error?: string;
}

/** Each claim's CNY in the account's currency at the day's rate, the total, and the box that confirms it. */
export function Conversion({ claims, currency, rate, error }: ConversionProps) {
  if (!rate) {
    return (
      <Typography.Text type={error ? 'danger' : 'tertiary'} style={{ display: 'block', margin: '8px 0 0 96px' }} data-testid="pay-conversion">
        {error ? `付款账户币种为 ${currency}：${error}` : `正在取 ${currency} 汇率…`}
      </Typography.Text>
    );
  }
  const total = accountAmount(
    claims.map((c) => c.totalCny),
    rate.rate,
  );
  return (
    <div style={{ margin: '8px 0 0 96px' }} data-testid="pay-conversion">
      <Typography.Text type="warning" style={{ display: 'block' }}>
        付款账户币种为 {currency}，报销金额为人民币，按 {rate.rateDate} 汇率 1 {currency} = {rate.rate} CNY 折算：
      </Typography.Text>
      <table className="cd-pay-conversion" style={{ width: '100%', margin: '4px 0', borderCollapse: 'collapse' }}>
        <tbody>
          {claims.map((c) => (
            <tr key={c.id}>
              <td>{c.serialNo}</td>
              <td style={{ textAlign: 'right' }}>{formatMoney(c.totalCny, 'CNY')}</td>
              <td style={{ textAlign: 'right' }}>{formatMoney(cnyToAccount(c.totalCny, rate.rate), currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Form.Checkbox field="confirmRate" noLabel>
        已核对：从 {currency} 账户付出 {formatMoney(total, currency)}
      </Form.Checkbox>
    </div>
  );
}
