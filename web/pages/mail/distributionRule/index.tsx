import { mailPage } from '../shared';
import { RuleList } from './RuleList';

/** /mailAdministrate/distributionRule */
export default mailPage(RuleList);
