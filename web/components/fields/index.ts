export { FieldValue } from './FieldValue';
export { fieldColumns, type ColumnOverrides } from './columns';
export { FieldList } from './FieldList';
export { Money } from './Money';
