import { useCallback, useRef } from 'react';
import { Toast } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import type { z } from 'zod';
import { firstIssues, zodValidator } from './zodForm';

export interface ZodForm<S extends z.ZodType> {
  /** Spread on a Semi `Form`: zod validation, the form api, cleared inputs kept as ''. */
  formProps: {
    allowEmpty: true;
    validateFields: (values: Record<string, unknown>) => '' | Record<string, string>;
    getFormApi: (api: FormApi) => void;
  };
  /**
   * Checks the form; when valid sends the parsed values with `send` and resolves true. Invalid
   * values (messages under the fields) or a refused call (the http client said why) resolve false.
   */
  submit(send: (values: z.output<S>) => Promise<unknown>): Promise<boolean>;
  api(): FormApi | undefined;
}

/** A Semi form checked with a contract's zod schema: one message per field, the first issue. */
export function useZodForm<S extends z.ZodType>(
  schema: S,
  toInput: (values: Record<string, unknown>) => unknown = (v) => v,
): ZodForm<S> {
  const apiRef = useRef<FormApi>();
  const sending = useRef(false);
  // The latest schema and adapter, read at submit time.
  const latest = useRef({ schema, toInput });
  latest.current = { schema, toInput };

  const validateFields = useCallback(
    (values: Record<string, unknown>) => zodValidator(latest.current.schema, latest.current.toInput)(values),
    [],
  );
  const getFormApi = useCallback((api: FormApi) => {
    apiRef.current = api;
  }, []);

  const submit = useCallback(async (send: (values: z.output<S>) => Promise<unknown>) => {
    const api = apiRef.current;
    if (!api || sending.current) return false;
    const { schema: current, toInput: adapt } = latest.current;
    let values: Record<string, unknown>;
    try {
      values = (await api.validate()) as Record<string, unknown>;
    } catch {
      const formError = firstIssues(current, adapt(api.getValues()))[''];
      if (formError) Toast.warning(formError);
      return false;
    }
    sending.current = true;
    try {
      await send(current.parse(adapt(values)) as z.output<S>);
      return true;
    } catch {
      return false;
    } finally {
      sending.current = false;
    }
  }, []);

  const api = useCallback(() => apiRef.current, []);

  return { formProps: { allowEmpty: true, validateFields, getFormApi }, submit, api };
}
