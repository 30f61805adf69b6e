import { useMemo } from 'react';
import { Button, Card, Empty, Typography } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { MenuIcon } from '../../app/layout/icons';
import { useRouteTable } from '../../app/routing/RouteTableContext';
import { readVisits } from '../../lib/visits';
import { pickShortcuts } from './shortcuts';

/** Up to 8 of the user's most used screens. */
export function Shortcuts({ userId }: { userId: number }) {
  const table = useRouteTable();
  const navigate = useNavigate();
  const shortcuts = useMemo(() => pickShortcuts(readVisits(userId), table.routes), [userId, table]);
  return (
    <Card title="常用功能">
      {shortcuts.length === 0 ? (
        <Empty description="你还没有可用的功能，请联系管理员分配角色" />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
          {shortcuts.map((route) => {
            const group = route.parentPath ? table.find(route.parentPath) : undefined;
            return (
              <Button
                key={route.path}
                theme="light"
                type="tertiary"
                icon={<MenuIcon name={group?.icon} size="default" />}
                style={{ height: 56, justifyContent: 'flex-start' }}
                onClick={() => navigate(route.path)}
              >
                <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.3 }}>
                  <span>{route.title}</span>
                  {group && (
                    <Typography.Text type="tertiary" size="small">
                      {group.title}
                    </Typography.Text>
                  )}
                </span>
              </Button>
            );
          })}
        </div>
      )}
    </Card>
  );
}
