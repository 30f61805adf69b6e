import '../../../components/table/table.css';
import '../../../components/screen.css';
import { CardList } from './CardList';

/** /sysManager/giftcardDepotManager */
export default function CardPage() {
  return <CardList />;
}
