import '../../../components/table/table.css';
import '../../../components/screen.css';
import { InstanceList } from './InstanceList';

/** /monitorManager/serviceEurekaManager */
export default function InstancesPage() {
  return <InstanceList />;
}
