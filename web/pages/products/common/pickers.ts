import { useMemo } from 'react';
import { deepThreeCategoryList, type CategoryNode } from '@shared/api/products/category';
import { productStatusLabels } from '@shared/api/products/common';
import { getListingPlatforms } from '@shared/api/products/sku';
import { optionsOf } from '../../../components/pickers/options';
import { useApi } from '../../../lib/api';

export interface CategoryItem {
  key: string;
  value: string;
  label: string;
  disabled?: boolean;
  children?: CategoryItem[];
}

const toItems = (nodes: CategoryNode[], leafOnly: boolean): CategoryItem[] =>
  nodes.map((n) => ({
    key: String(n.id),
    value: String(n.id),
    label: n.name,
    disabled: leafOnly && n.level !== 3,
    ...(n.children?.length ? { children: toItems(n.children, leafOnly) } : {}),
  }));

/** The category tree for TreeSelect; `leafOnly` lets only level-3 categories be chosen (SKUs sit there). */
export function useCategoryTree(leafOnly = false, includeDisabled = false): CategoryItem[] {
  const { data } = useApi(deepThreeCategoryList, includeDisabled ? { includeDisabled: 'true' } : {});
  return useMemo(() => toItems((data ?? []) as CategoryNode[], leafOnly), [data, leafOnly]);
}

/** Platforms a listing may go on, with their stores. */
export function useListingPlatforms() {
  return useApi(getListingPlatforms).data ?? [];
}

export const STATUS_OPTIONS = optionsOf(productStatusLabels);

/** TreeSelect props every category picker shares. */
export const categorySelectProps = {
  showClear: true,
  filterTreeNode: true,
  treeNodeFilterProp: 'label',
  dropdownStyle: { maxHeight: 360, overflow: 'auto' },
} as const;
