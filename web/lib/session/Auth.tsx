import type { ReactNode } from 'react';
import { useSession } from './SessionContext';

interface AuthProps {
  /** Element (button) code or menu code, e.g. `userManager:btn_add`. */
  code: string;
  /** Render only when the user does NOT hold the code. */
  reverse?: boolean;
  children: ReactNode;
}

/** Spec §5: elements are removed unless the user holds the named code (or lacks it, with `reverse`). */
export function Auth({ code, reverse = false, children }: AuthProps) {
  const { can } = useSession();
  return can(code) !== reverse ? <>{children}</> : null;
}
