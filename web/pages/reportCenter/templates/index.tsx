import '../../../components/table/table.css';
import '../report.css';
import { ImportRecordList } from './ImportRecordList';
import { TemplateCards } from './TemplateCards';

/** /reportCenter/templateImportManager */
export default function TemplateImportPage() {
  return (
    <div className="cd-report-page">
      <TemplateCards />
      <ImportRecordList />
    </div>
  );
}
