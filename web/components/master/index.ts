/** A master-data screen drawn from its declaration (shared/screen/master.ts). */
export { MasterScreen, type MasterScreenProps } from './MasterScreen';
export { FilterControl } from './FilterControl';
export { FormInput } from './FormInput';
