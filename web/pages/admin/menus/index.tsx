import '../../../components/table/table.css';
import '../common/admin.css';
import { MenuManager } from './MenuManager';

/** /baseManager/menuManager */
export default function MenuManagerPage() {
  return <MenuManager />;
}
