import type { ComponentType } from 'react';
import { screens } from '@shared/screen/registry';

type PageModule = () => Promise<{ default: ComponentType }>;

/** A page folder under web/pages, loaded as its own chunk. */
const pageFolder = (folder: string): PageModule => () => import(/* webpackChunkName: "page-[request]" */ `../pages/${folder}/index.tsx`);

/** The fixed screens' pages; every declared screen brings its own (`page` in shared/screen declarations). */
const fixedPages: Record<string, string> = {
  '/dashboard': 'dashboard',
  '/404': 'errors/notFound',
  '/401': 'errors/forbidden',
  '/introduction/index': 'introduction',
  '/print-payment': 'print-payment',
};

/**
 * The page registry: route path -> its page module. A permitted catalog route missing here shows the
 * honest "not available yet" page.
 */
export const pages: Record<string, PageModule> = Object.fromEntries([
  ...Object.entries(fixedPages).map(([path, folder]) => [path, pageFolder(folder)] as const),
  ...screens.filter((s) => s.page).map((s) => [s.path, pageFolder(s.page!)] as const),
]);

/** Shown for permitted routes that have no page yet. */
export const unavailablePage: PageModule = () => import(/* webpackChunkName: "page-unavailable" */ '../pages/unavailable');
