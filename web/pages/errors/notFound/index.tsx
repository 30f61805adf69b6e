import { HomeButton } from '../../../components/HomeButton';
import { ResultPage } from '../../../components/ResultPage';

export default function NotFoundPage() {
  return (
    <ResultPage mark="404" title="页面不存在" description="你要找的页面不存在或已被移走，请检查地址，或从左侧菜单进入。">
      <HomeButton />
    </ResultPage>
  );
}
