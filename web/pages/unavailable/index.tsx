import { useLocation } from 'react-router-dom';
import { findEntry } from '@shared/catalog';
import { useRouteTable } from '../../app/routing/RouteTableContext';
import { UnavailableNotice } from './UnavailableNotice';

/** Every permitted route without a page in web/app/pages.ts lands here. */
export default function UnavailablePage() {
  const { pathname } = useLocation();
  const title = useRouteTable().find(pathname)?.title ?? findEntry(pathname)?.title ?? '';
  return <UnavailableNotice path={pathname} title={title} />;
}
