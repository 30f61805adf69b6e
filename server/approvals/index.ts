export { useApprovalSources, approvalSource, approvalSources, waitingStates, approvalTransitions } from './source';
export type { ApprovalSource, Described, Decision } from './source';
export { actionsOf, approvalInbox, approvalDetail, decideApproval, decisionFailure } from './service';
export { recordById, selectRecords, type WaitingRecord } from './records';
export { approvalRoutes } from './routes';
