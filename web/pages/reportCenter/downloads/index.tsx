import '../../../components/table/table.css';
import { DownloadList } from './DownloadList';

/** /reportCenter/reportDownloadManager */
export default function ReportDownloadPage() {
  return <DownloadList />;
}
