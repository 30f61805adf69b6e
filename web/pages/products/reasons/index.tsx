import '../../../components/table/table.css';
import '../../../components/screen.css';
import { ReasonList } from './ReasonList';

/** /sysManager/categoryReasonManager */
export default function CategoryReasonManagerPage() {
  return <ReasonList />;
}
