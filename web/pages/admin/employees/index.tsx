import '../../../components/table/table.css';
import '../common/admin.css';
import { EmployeeList } from './EmployeeList';

/** /baseManager/vtEmployeeManager */
export default function EmployeeManagerPage() {
  return <EmployeeList />;
}
