/** The list-page pieces every screen uses: filters in the URL, one paged query, the table, status tags. */
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { FilterBar } from './FilterBar';
export { StatusTag, type StatusLook } from './StatusTag';
export { TotalText, totalText } from './TotalText';
export { ColumnChooser } from './ColumnChooser';
export { useColumnSettings, mergeSaved, type ColumnChoice, type ColumnSettings, type ChoosableColumn } from './useColumnSettings';
export { columnSettingsStore, type SavedColumns } from './columnSettingsStore';
export { useListQuery, compactQuery, PAGE_SIZES, DEFAULT_LIMIT, type ListQuery, type ListQueryOptions } from './useListQuery';
export { useUrlFilters, readFilters, writeFilters, toUrlValue, type FilterValues, type UrlFilters } from './useUrlFilters';
