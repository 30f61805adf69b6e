import { Modal } from '@douyinfe/semi-ui';
import { localLogout } from './session/logout';

let open = false;

/** resCode 401: one confirm dialog at a time, however many calls fail together. */
export function confirmLoggedOut(): void {
  if (open) return;
  open = true;
  Modal.confirm({
    title: '确定登出',
    content: '你已被登出，可以取消继续留在该页面，或者重新登录',
    okText: '重新登录',
    cancelText: '取消',
    onOk: () => {
      localLogout();
      location.reload();
    },
    onCancel: () => {
      open = false;
    },
  });
}
