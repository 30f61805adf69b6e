import type { ReactNode } from 'react';
import type { Code } from '@shared/screen';
import { useSession } from './SessionContext';

interface AuthProps {
  /** Element (button) or menu code from a screen declaration, e.g. `userScreen.code('add')`. */
  code: Code;
  /** Render only when the user does NOT hold the code. */
  reverse?: boolean;
  children: ReactNode;
}

/** Spec §5: elements are removed unless the user holds the named code (or lacks it, with `reverse`). */
export function Auth({ code, reverse = false, children }: AuthProps) {
  const { can } = useSession();
  return can(code) !== reverse ? <>{children}</> : null;
}
