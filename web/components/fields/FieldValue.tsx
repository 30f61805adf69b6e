import type { ReactNode } from 'react';
import { Tag } from '@douyinfe/semi-ui';
import { enabledLabel, fieldCurrency, fieldText, fieldValue, type Field } from '@shared/screen';
import { formatDateTime } from '@shared/format';
import { WorkflowStatusTag } from '../workflow/WorkflowStatusTag';
import { Money } from './Money';

const Muted = () => <span className="cd-cell-muted">-</span>;

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * One field of a record, rendered by its type: the same look in a list cell and a drawer row
 * (money with its currency, status as its machine's tag, times in the spec's format).
 */
export function FieldValue<R>({ field, row, name }: { field: Field<R>; row: R; name: string }): ReactNode {
  const value = fieldValue(field, row, name);
  if (isBlank(value)) return <Muted />;
  switch (field.kind) {
    case 'money':
      return <Money amount={value as string} currency={fieldCurrency(field, row)} />;
    case 'rate':
    case 'number':
      return <span className="cd-nowrap cd-num">{String(value)}</span>;
    case 'status':
      return field.machine ? <WorkflowStatusTag machine={field.machine} status={String(value)} /> : String(value);
    case 'enabled':
      return (
        <Tag color={value === true ? 'green' : 'grey'} size="small">
          {enabledLabel(value === true)}
        </Tag>
      );
    case 'datetime':
      return <span className="cd-nowrap">{formatDateTime(value as string)}</span>;
    case 'date':
    case 'sku':
      return <span className="cd-nowrap">{String(value)}</span>;
    case 'attachments':
      return (
        <span className="cd-field-files">
          {(value as Array<{ id: number; name: string; url?: string }>).map((f) =>
            f.url ? (
              <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
            ) : (
              <span key={f.id}>{f.name}</span>
            ),
          )}
        </span>
      );
    default:
      return fieldText(field, row, name);
  }
}
