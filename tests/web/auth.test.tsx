import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Auth } from '../../web/lib/session/Auth';
import { createCan } from '../../web/lib/session/permissions';
import { SessionContext, type Session } from '../../web/lib/session/SessionContext';
import { groupScreen, userScreen } from '@shared/api/admin/screens';

function sessionWith(menus: string[], elements: string[]): Session {
  return {
    status: 'ready',
    info: null,
    roles: ['admin'],
    can: createCan({ menus, elements }),
    ensureLoaded: () => undefined,
    setAvatar: () => undefined,
    logout: async () => undefined,
  };
}

function renderWith(session: Session) {
  return render(
    <SessionContext.Provider value={session}>
      <Auth code={userScreen.code('add')}>
        <button>新增</button>
      </Auth>
      <Auth code={userScreen.code('add')} reverse>
        <span>只读</span>
      </Auth>
      <Auth code={userScreen.menu}>
        <a href="/baseManager/userManager">用户管理</a>
      </Auth>
    </SessionContext.Provider>,
  );
}

describe('<Auth> (spec §5)', () => {
  it('keeps elements whose code the user holds and removes the reverse ones', () => {
    renderWith(sessionWith(['/baseManager/userManager'], ['userManager:btn_add']));
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByText('只读')).toBeNull();
    expect(screen.getByRole('link', { name: '用户管理' })).toBeInTheDocument();
  });

  it('removes elements the user lacks and shows the reverse ones', () => {
    renderWith(sessionWith([], ['userManager:btn_edit']));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getByText('只读')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('can()', () => {
  it('answers over menus and elements together, and no for nobody', () => {
    const can = createCan({ menus: [userScreen.path], elements: [userScreen.code('add')] });
    expect([can(userScreen.menu), can(userScreen.code('add')), can(groupScreen.menu)]).toEqual([true, true, false]);
    expect(createCan(null)(userScreen.menu)).toBe(false);
  });
});
