import { formatDateTime, formatMoney } from '@shared/format';
import { Typography } from '@douyinfe/semi-ui';

/** An amount with its currency, right-aligned digits. */
export const Money = ({ amount, currency }: { amount: string | null | undefined; currency?: string }) =>
  amount === null || amount === undefined ? <span className="cd-cell-muted">-</span> : <span className="cd-nowrap">{formatMoney(amount, currency)}</span>;

export const When = ({ at }: { at: string | null | undefined }) => (at ? <span className="cd-nowrap">{formatDateTime(at)}</span> : <span className="cd-cell-muted">-</span>);

/** A serial number that opens the record's drawer. */
export const SerialLink = ({ serialNo, onOpen }: { serialNo: string; onOpen(): void }) => (
  <Typography.Text link onClick={onOpen} className="cd-nowrap">
    {serialNo}
  </Typography.Text>
);
