import { useEffect } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { PROMOTE_TYPES, type PromoteType } from '@shared/api/promotion/types';
import { optionsOf } from '../../../components/pickers/options';
import { usePromoteType } from './promoteType';

/** The promotion type filter of the group's lists; the choice is kept for the tab (sessionStorage). */
export function PromoteTypeFilter({ value }: { value: unknown }) {
  const [, keep] = usePromoteType();
  useEffect(() => keep((value as PromoteType) || undefined), [value, keep]);
  return <Form.Select field="promoteType" label="推广类型" showClear style={{ width: 150 }} optionList={optionsOf(PROMOTE_TYPES)} />;
}
