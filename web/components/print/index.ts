/** The printed forms' pieces (付款申请单, 费用报销单): the A4 sheet, its cells, the approval chain, signatures. */
export { PrintButton, PrintSheet, PRINT_COMPANY } from './PrintSheet';
export { CapitalAmount, PrintCell, Signatures } from './PrintCells';
export { ApprovalChain } from './ApprovalChain';
