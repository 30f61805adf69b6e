/** The screen kit: a list screen, its toolbar buttons, and the detail drawer of a workflow record (opened by `?id=`). */
export { useResourceList, type ResourceListOptions, type ResourceListState } from './useResourceList';
export { ResourceList } from './ResourceList';
export { AddButton, ExportButton, ToolbarSwitch } from './ToolbarButtons';
export { DetailSheet, DetailSection, type WorkflowRecord } from './DetailSheet';
export { runTransition } from './runTransition';
export { actionsColumn, RowActions, RowAction, EditAction, ConfirmAction, EnableAction, DeleteAction } from './RowActions';
export { useRecordDrawer, useRecordParam, type RecordDrawer } from './useRecordDrawer';
export { useRecordDetail, type RecordDetail, type RecordRead } from './useRecordDetail';
