import { Children, cloneElement, Fragment, isValidElement, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Button, Form } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { IconRefresh, IconSearch } from '@douyinfe/semi-icons';
import { useClickLock } from '../useClickLock';
import type { FilterValues, UrlFilters } from './useUrlFilters';
import './table.css';

interface FilterBarProps<V extends FilterValues> {
  filters: UrlFilters<V>;
  /** Semi form fields (`Form.Input field="name"` ...), their `field` names being keys of the filters. */
  children: ReactNode;
  /** Accessible name of the filter form. */
  label?: string;
}

/** Semi names a field's input after its field; a page's dialog may use the same names, so the filter
 * inputs get their own ids (labels and error messages must point at the right input). */
function withFilterIds(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    // Fields written as <>…</> are the bar's fields too.
    if (child.type === Fragment) return withFilterIds((child.props as { children?: ReactNode }).children);
    const props = child.props as { field?: string; id?: string };
    return props.field && !props.id ? cloneElement(child as ReactElement<{ id: string }>, { id: `cd-filter-${props.field}` }) : child;
  });
}

/**
 * The filter row of a list page: inline Semi form fields, 查询 and 重置. Values live in the URL
 * (useUrlFilters); the form follows the URL when it changes (back button, shared link, 重置).
 */
export function FilterBar<V extends FilterValues>({ filters, children, label = '筛选' }: FilterBarProps<V>) {
  const api = useRef<FormApi>();
  const searchLock = useClickLock();
  const resetLock = useClickLock();
  const { values, apply, reset } = filters;

  useEffect(() => {
    api.current?.setValues(values, { isOverride: true });
  }, [values]);

  return (
    <div className="cd-filterbar">
      <Form
        aria-label={label}
        layout="horizontal"
        labelPosition="inset"
        initValues={values}
        getFormApi={(formApi: FormApi) => (api.current = formApi)}
        onSubmit={(submitted: Record<string, unknown>) => searchLock.run(() => apply(submitted as Partial<Record<keyof V, unknown>>))}
      >
        {withFilterIds(children)}
        <span className="cd-filterbar-actions">
          <Button htmlType="submit" type="primary" theme="solid" icon={<IconSearch />} aria-label="查询" disabled={searchLock.locked}>
            查询
          </Button>
          <Button htmlType="button" type="tertiary" icon={<IconRefresh />} aria-label="重置" disabled={resetLock.locked} onClick={() => resetLock.run(reset)}>
            重置
          </Button>
        </span>
      </Form>
    </div>
  );
}
