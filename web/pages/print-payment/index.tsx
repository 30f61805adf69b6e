import { findEntry } from '@shared/catalog';
import { UnavailableNotice } from '../unavailable/UnavailableNotice';

const PATH = '/print-payment';

/** Printable payment request; the B2B payments issue fills it in. */
export default function PrintPaymentPage() {
  return <UnavailableNotice path={PATH} title={findEntry(PATH)?.title ?? ''} />;
}
