import { toChineseCurrency } from '@shared/format';

/** One labelled cell pair of a form's table: the label, then the value ('-' when blank) over three columns when `wide`. */
export function PrintCell({ label, value, wide = false }: { label: string; value: string | null | undefined; wide?: boolean }) {
  return (
    <>
      <th>{label}</th>
      <td colSpan={wide ? 3 : 1}>{value || '-'}</td>
    </>
  );
}

/** A CNY amount in Chinese capitals (人民币大写), as forms for signature write it. */
export function CapitalAmount({ amount }: { amount: string | number }) {
  return <span aria-label="大写金额">{toChineseCurrency(amount)}</span>;
}

/** The signature boxes under a form: one per person, each with its date. */
export function Signatures({ who }: { who: readonly string[] }) {
  return (
    <div className="cd-print-signs">
      {who.map((name) => (
        <div key={name} className="cd-print-sign">
          <span>{name}签字：</span>
          <span className="cd-print-sign-date">日期：</span>
        </div>
      ))}
    </div>
  );
}
