import { useState } from 'react';
import { Form, useFormState } from '@douyinfe/semi-ui';
import { getCategoryByGroupName, getTypeCodeByStar } from '@shared/api/reviewerReports/lookups';
import { rangePresets } from '../../../components/DateRangePicker';
import { useApi } from '../../../lib/api';

/** The filters every rating report has, in the URL: weeks, site, group, category. */
export const RATING_FILTERS = { range: [] as string[], platformId: '', groupId: '', categoryId: '' };
export type RatingFilterValues = typeof RATING_FILTERS;

/** The query of those filters (any day of the first and last week). */
export const ratingQuery = ({ range, ...rest }: RatingFilterValues) => ({ ...rest, from: range[0], to: range[1] });

/** Groups, categories and sites that have ratings, searched on the server (sysProductDetail). */
export function RatingFilterFields() {
  const groupId = (useFormState().values as { groupId?: string } | undefined)?.groupId;
  const [keyword, setKeyword] = useState('');
  const sites = useApi(getTypeCodeByStar, {});
  const groups = useApi(getCategoryByGroupName, {});
  const categories = useApi(groupId ? getCategoryByGroupName : null, groupId ? { groupId, keyword } : undefined);
  return (
    <>
      <Form.DatePicker field="range" label="周（任一天）" type="dateRange" presets={rangePresets()} style={{ width: 320 }} showClear />
      <Form.Select field="platformId" label="站点" showClear style={{ width: 150 }} optionList={(sites.data ?? []).map((s) => ({ value: String(s.value), label: `${s.label}（${s.code}）` }))} />
      <Form.Select field="groupId" label="产品组" showClear style={{ width: 130 }} optionList={(groups.data ?? []).map((g) => ({ value: String(g.value), label: g.label }))} />
      <Form.Select
        field="categoryId"
        label="品类"
        showClear
        filter
        remote
        onSearch={setKeyword}
        disabled={!groupId}
        placeholder={groupId ? '输入名称搜索' : '先选产品组'}
        style={{ width: 150 }}
        optionList={(categories.data ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
      />
    </>
  );
}
