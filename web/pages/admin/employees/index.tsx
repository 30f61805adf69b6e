import '../../../components/table/table.css';
import '../../../components/screen.css';
import { EmployeeList } from './EmployeeList';

/** /baseManager/vtEmployeeManager */
export default function EmployeeManagerPage() {
  return <EmployeeList />;
}
