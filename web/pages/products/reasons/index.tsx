import { categoryReasons } from '@shared/api/products/reason';
import { MasterScreen } from '../../../components/master';

const EFFECTS = { disable: '停用后登记售后或差评时不再可选，已登记的记录保留。', enable: '启用后可再次选择。' };

/** /sysManager/categoryReasonManager (品类原因) */
export default function CategoryReasonPage() {
  return <MasterScreen master={categoryReasons} addText="新增原因" effects={EFFECTS} />;
}
