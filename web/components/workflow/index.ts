import './workflow.css';
export { StatusTabs, ALL_TAB } from './StatusTabs';
export { WorkflowActions, type ActionValues } from './WorkflowActions';
export { WorkflowStatusTag } from './WorkflowStatusTag';
export { WorkflowTimeline, actionLabel } from './WorkflowTimeline';
export { useAllowedActions } from './useAllowedActions';
