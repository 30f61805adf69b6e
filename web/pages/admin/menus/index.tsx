import '../../../components/table/table.css';
import '../../../components/screen.css';
import { MenuManager } from './MenuManager';

/** /baseManager/menuManager */
export default function MenuManagerPage() {
  return <MenuManager />;
}
