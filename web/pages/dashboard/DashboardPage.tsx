import { useSession } from '../../lib/session/SessionContext';
import { KeyFigures } from './KeyFigures';
import { PendingWork } from './PendingWork';
import { ProfileCard } from './ProfileCard';
import { Shortcuts } from './Shortcuts';

/** Home of a signed-in employee: who they are, what waits for them, where they usually go. */
export function DashboardPage() {
  const { info } = useSession();
  if (!info) return null;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 1200 }}>
      <ProfileCard info={info} />
      <KeyFigures />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', alignItems: 'start' }}>
        <Shortcuts userId={info.id} />
        <PendingWork />
      </div>
    </div>
  );
}
