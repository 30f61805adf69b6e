import { Descriptions } from '@douyinfe/semi-ui';
import type { FieldSet, Fields } from '@shared/screen';
import { FieldValue } from './FieldValue';

/** The named fields of one record as label / value rows (detail drawers), in order. */
export function FieldList<R, F extends Fields<R>>({ fields, names, row }: { fields: FieldSet<R, F>; names: ReadonlyArray<keyof F & string>; row: R }) {
  const data = names.map((name) => ({ key: fields[name]!.label, value: <FieldValue field={fields[name]!} row={row} name={name} /> }));
  return <Descriptions data={data} row size="small" />;
}
