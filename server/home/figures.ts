import type { HomeFigure as FigureView } from '@shared/api/home';
import type { Code } from '@shared/screen/define';
import type { AppDeps } from '../deps';
import type { Caller } from '../http/auth/caller';
import { AppError } from '../http/errors';

/** What a figure computes for one caller; `path` defaults to its screen (the list behind it). */
export interface FigureValue {
  value: string;
  unit?: string | null;
  hint?: string | null;
  trend?: Array<{ label: string; value: number }>;
  path?: string;
}

/**
 * A key figure a module shows on 首页 (docs/domain/home-figures.md). Only holders of its screen's
 * menu see it; `compute` reads bounded, indexed sums within the caller's own view of the records and
 * answers null when there is nothing honest to show (e.g. no forecast to compare with).
 */
export interface HomeFigure {
  key: string;
  title: string;
  screen: { path: string; menu: Code };
  /** An element code the caller must hold too, when the screen serves several jobs (e.g. 财务确认). */
  element?: Code;
  compute(deps: AppDeps, caller: Caller): Promise<FigureValue | null>;
}

let figures: readonly HomeFigure[] = [];

/** The figures of every composed module (composeModules calls it). */
export function useHomeFigures(list: readonly HomeFigure[]): void {
  figures = list;
}

/**
 * The figures `caller` may see, in module order. A figure refused by a business rule (e.g. a
 * currency without a rate) is left out, so one missing rate never empties 首页; other errors fail.
 */
export async function figuresFor(deps: AppDeps, caller: Caller): Promise<FigureView[]> {
  const { menus, elements } = await caller.codes();
  const out: FigureView[] = [];
  for (const f of figures.filter((x) => menus.has(x.screen.menu) && (!x.element || elements.has(x.element)))) {
    let v: FigureValue | null;
    try {
      v = await f.compute(deps, caller);
    } catch (e) {
      if (e instanceof AppError) continue;
      throw e;
    }
    if (v) out.push({ key: f.key, title: f.title, value: v.value, unit: v.unit ?? null, hint: v.hint ?? null, path: v.path ?? f.screen.path, trend: v.trend ?? [] });
  }
  return out;
}
