import { IconClock } from '@douyinfe/semi-icons';
import { breadcrumbTrail, findEntry } from '@shared/catalog';
import { HomeButton } from '../../components/HomeButton';
import { ResultPage } from '../../components/ResultPage';

export const NOT_LIVE = '该功能尚未上线';

/** What the screen will be for, from its place in the catalog (no invented data). */
export function purposeOf(path: string): string {
  const trail = breadcrumbTrail(path);
  const entry = findEntry(path);
  if (!entry) return '';
  const group = trail.length > 1 ? trail[0].title : undefined;
  return group
    ? `上线后，你可以在这里处理「${group}」中的「${entry.title}」相关工作。`
    : `上线后，你可以在这里使用「${entry.title}」。`;
}

/** The honest page for a permitted screen that is not built yet. */
export function UnavailableNotice({ path, title }: { path: string; title: string }) {
  return (
    <ResultPage mark={<IconClock size="inherit" />} title={title} description={`${NOT_LIVE}。${purposeOf(path)}`}>
      <HomeButton />
    </ResultPage>
  );
}
