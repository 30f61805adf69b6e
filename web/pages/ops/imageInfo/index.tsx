import '../../../components/table/table.css';
import '../../../components/screen.css';
import { ImageTool } from './ImageTool';

/** /tool/image-info */
export default function ImageInfoPage() {
  return <ImageTool />;
}
