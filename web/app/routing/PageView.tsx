import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { pages, unavailablePage } from '../pages';
import { PageBoundary } from './PageBoundary';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

function pageFor(path: string): LazyExoticComponent<ComponentType> {
  const loader = pages[path] ?? unavailablePage;
  let page = loaded.get(path);
  if (!page) loaded.set(path, (page = lazy(loader)));
  return page;
}

/** The page of one route, loaded on first visit. */
export function PageView({ path }: { path: string }) {
  const Page = pageFor(path);
  return (
    <PageBoundary key={path}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}
