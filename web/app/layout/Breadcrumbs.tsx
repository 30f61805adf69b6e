import { Breadcrumb } from '@douyinfe/semi-ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbTrail } from '@shared/catalog';
import { useRouteTable } from '../routing/RouteTableContext';
import { HOME_TAB } from './tabs';

/** 首页 then the group and the screen (titles as the server names them). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const table = useRouteTable();
  const trail = pathname === HOME_TAB.path ? [] : breadcrumbTrail(pathname);
  const crumbs = [HOME_TAB, ...trail.map((e) => ({ path: e.path, title: table.find(e.path)?.title ?? e.title }))];
  return (
    <Breadcrumb aria-label="当前位置">
      {crumbs.map((crumb, i) => {
        const last = i === crumbs.length - 1;
        return (
          <Breadcrumb.Item key={crumb.path} onClick={last ? undefined : () => navigate(crumb.path)}>
            {crumb.title}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}
