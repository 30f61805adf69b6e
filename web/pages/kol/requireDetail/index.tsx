import '../../../components/table/table.css';
import '../../../components/screen.css';
import { useNavigate } from 'react-router-dom';
import { useRecordParam } from '../../../components/resource/useRecordDrawer';
import { RequireDrawer } from '../requires/RequireDrawer';

/** /kol/kol-detail (hidden): one requirement opened by link (Lark cards, the list), closing back to the list. */
export default function KolRequireDetailPage() {
  const navigate = useNavigate();
  const id = useRecordParam();
  const back = () => navigate('/kol/kol-list');
  if (id === undefined) return <div className="cd-screen">请从KOL需求列表打开需求</div>;
  return <RequireDrawer id={id} onClose={back} onEdit={() => navigate(`/kol/kol-list?id=${id}`)} onChanged={() => undefined} />;
}
