import { createContext, useContext } from 'react';
import type { RouteTable } from './routeTable';

export const RouteTableContext = createContext<RouteTable | null>(null);

/** The signed-in user's routes (inside the guarded shell only). */
export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('useRouteTable outside the guarded shell');
  return table;
}
