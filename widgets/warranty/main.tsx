import { createRoot } from 'react-dom/client';
import { WarrantyPage } from './WarrantyPage';
import './warranty.css';

const code = decodeURIComponent(location.pathname.split('/').pop() ?? '');
createRoot(document.getElementById('root')!).render(<WarrantyPage code={code} />);
