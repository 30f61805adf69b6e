import '../../../components/table/table.css';
import '../../../components/screen.css';
import { GrantList } from './GrantList';

/** /customerServiceManager/giftGrantManager */
export default function GrantPage() {
  return <GrantList />;
}
