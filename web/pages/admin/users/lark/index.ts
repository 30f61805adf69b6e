export { LarkBindingDialog } from './LarkBindingDialog';
export { LarkStatusBanner } from './LarkStatusBanner';
