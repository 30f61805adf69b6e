import { createContext, useContext } from 'react';
import type { FrontInfo as UserInfo } from '@shared/api/user';
import type { Can } from './permissions';

export type SessionStatus = 'idle' | 'loading' | 'ready';

export interface Session {
  status: SessionStatus;
  /** The signed-in user (front/info), fetched once per login. */
  info: UserInfo | null;
  /** Spec §6: 'admin' once the user info is loaded. */
  roles: string[];
  can: Can;
  /** Fetches the user info if a token exists and it is not loaded yet. */
  ensureLoaded(): void;
  /** Shows a new avatar without refetching. */
  setAvatar(url: string): void;
  /** Ends the session on the server, then forgets it here. */
  logout(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}
