import { HomeButton } from '../../../components/HomeButton';
import { ResultPage } from '../../../components/ResultPage';

export default function ForbiddenPage() {
  return (
    <ResultPage mark="401" title="无访问权限" description="你的角色没有打开这个页面的权限。如工作需要，请联系管理员在角色管理中分配。">
      <HomeButton />
    </ResultPage>
  );
}
