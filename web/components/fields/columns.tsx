import type { ReactNode } from 'react';
import { fieldText, fieldValue, type FieldSet, type Fields } from '@shared/screen';
import type { DataColumn } from '../table/DataTable';
import { StatusTag, type StatusLook } from '../table/StatusTag';
import { FieldValue } from './FieldValue';

/** Per-column tweaks a page may give: a wider column, a pinned one, a cell that opens the record. */
export type ColumnOverrides<R> = Partial<Pick<DataColumn<R>, 'width' | 'fixed' | 'render' | 'defaultHidden' | 'title'>> & {
  /** A status outside the workflows (在职/离职, 已完成): the value as a coloured tag. */
  looks?: Record<string, StatusLook>;
  /** What an empty cell says instead of '-' (未关联, 未绑定). */
  empty?: string;
};

const RIGHT_ALIGNED = new Set(['money', 'rate', 'number']);

/** The list columns of the named fields, in order: title, width and cell from each field's declaration. */
export function fieldColumns<R, F extends Fields<R>>(
  fields: FieldSet<R, F>,
  names: ReadonlyArray<keyof F & string>,
  overrides: Partial<Record<keyof F & string, ColumnOverrides<R>>> = {},
): DataColumn<R>[] {
  return names.map((name) => {
    const f = fields[name]!;
    const { looks, empty, render, ...rest } = overrides[name] ?? {};
    const cell: (row: R) => ReactNode =
      render ?? (looks ? (row) => <StatusTag value={fieldValue(f, row, name) as string | null} looks={looks} /> : (row) => <FieldValue field={f} row={row} name={name} />);
    return {
      key: name,
      title: f.label,
      width: f.width,
      ellipsis: f.ellipsis,
      defaultHidden: f.defaultHidden,
      align: RIGHT_ALIGNED.has(f.kind) ? 'right' : undefined,
      ...rest,
      render: empty === undefined ? cell : (row: R) => (fieldText(f, row, name) === '' ? <span className="cd-cell-muted">{empty}</span> : cell(row)),
    };
  });
}
