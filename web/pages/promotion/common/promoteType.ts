import { useCallback, useState } from 'react';
import { PROMOTE_TYPES, PROMOTE_TYPE_STORAGE_KEY, type PromoteType } from '@shared/api/promotion/types';

const read = (): PromoteType | undefined => {
  try {
    const v = sessionStorage.getItem(PROMOTE_TYPE_STORAGE_KEY);
    return v && v in PROMOTE_TYPES ? (v as PromoteType) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The promotion type chosen on the promotion group's screens, kept in sessionStorage (spec §3): per
 * browser tab, so moving between the group's screens keeps it; a new tab starts with none.
 */
export function usePromoteType(): [PromoteType | undefined, (v: PromoteType | undefined) => void] {
  const [value, setValue] = useState(read);
  const set = useCallback((v: PromoteType | undefined) => {
    try {
      if (v) sessionStorage.setItem(PROMOTE_TYPE_STORAGE_KEY, v);
      else sessionStorage.removeItem(PROMOTE_TYPE_STORAGE_KEY);
    } catch {
      // Storage refused (private mode): the choice lasts for this screen only.
    }
    setValue(v);
  }, []);
  return [value, set];
}

/** The stored choice, for a list's first query. */
export const storedPromoteType = read;
