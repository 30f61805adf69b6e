import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner, Typography } from '@douyinfe/semi-ui';
import { checkLimits, checkLimitsBody, type CheckLimitsBody, type LimitExceedance } from '@shared/api/promotion/limits';
import { formatMoney } from '@shared/format';
import { call } from '../../lib/api';

export interface LimitCheckState {
  /** The limits the spends as filled would pass (empty: within every limit). */
  over: LimitExceedance[];
  /** The spends are complete enough to be checked, and were. */
  checked: boolean;
  /** Why the last check could not be made (e.g. no rate for the currency on that day). */
  error?: string;
  /** Checks what the form holds now (no wait): the answer 提交 goes by. */
  now(): Promise<LimitExceedance[]>;
}

/** Waits this long after the last change before asking (the person is still typing). */
const DEBOUNCE_MS = 400;

/**
 * The over-limit check of a form as it is filled (`POST /api/promote/promoteLimit/checkLimits`, the
 * check submission runs on the server). `input` is what the form holds as spends, or null while it is
 * too incomplete to check; input the contract refuses is not sent.
 */
export function useLimitCheck(input: CheckLimitsBody | null): LimitCheckState {
  const [result, setResult] = useState<{ over: LimitExceedance[]; checked: boolean; error?: string }>({ over: [], checked: false });
  const key = input && checkLimitsBody.safeParse(input).success ? JSON.stringify(input) : '';
  const latest = useRef(key);
  latest.current = key;

  const ask = useCallback(async (body: string): Promise<LimitExceedance[]> => {
    if (!body) {
      setResult({ over: [], checked: false });
      return [];
    }
    try {
      const over = await call(checkLimits, { body: JSON.parse(body) as CheckLimitsBody as never, silent: true });
      if (latest.current === body) setResult({ over, checked: true });
      return over;
    } catch (e) {
      if (latest.current === body) setResult({ over: [], checked: false, error: (e as Error).message });
      return [];
    }
  }, []);

  useEffect(() => {
    if (!key) {
      setResult({ over: [], checked: false });
      return;
    }
    const timer = setTimeout(() => void ask(key), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, ask]);

  const now = useCallback(() => ask(latest.current), [ask]);
  return { ...result, now };
}

const yuan = (v: string) => `¥${formatMoney(v)}`;

/** What one limit's excess is made of, e.g. 已用 ¥4,000.00 + 本次 ¥2,000.00，限额 ¥5,000.00. */
function detailOf(e: LimitExceedance): string {
  const base = `已用 ${yuan(e.spentCny)} + 本次 ${yuan(e.addedCny)}`;
  return e.kind === 'rate'
    ? `${base}，销售额 ${yuan(e.salesCny ?? '0')}，费率上限 ${e.maxPercent}%（可用 ${yuan(e.limitCny)}）${e.percentAfter ? `，提交后费率 ${e.percentAfter}%` : ''}`
    : `${base}，限额 ${yuan(e.limitCny)}`;
}

/**
 * Beside a claim or item form: each limit the spends as filled would pass and by how much (CNY), or
 * that they are within every limit; over a limit, 提交 needs the 超限原因 and adds an approval step.
 */
export function LimitPanel({ state }: { state: LimitCheckState }) {
  if (state.error) return <Banner type="warning" closeIcon={null} style={{ marginBottom: 12 }} title="暂时无法检查费用限额" description={state.error} />;
  if (!state.checked) return null;
  if (!state.over.length) return <Banner type="success" closeIcon={null} style={{ marginBottom: 12 }} description="未超出费用限额" />;
  return (
    <Banner
      type="danger"
      closeIcon={null}
      style={{ marginBottom: 12 }}
      title="超出费用限额"
      description={
        <div role="list" aria-label="超出的费用限额">
          {state.over.map((e) => (
            <div role="listitem" key={`${e.kind}${e.limitId}${e.month}`} style={{ marginTop: 4 }}>
              <Typography.Text strong>
                {e.label} 超出 {yuan(e.overCny)}
              </Typography.Text>
              <br />
              <Typography.Text type="tertiary" size="small">
                {detailOf(e)}
              </Typography.Text>
            </div>
          ))}
          <Typography.Text size="small">提交需填写超限原因，并增加一步超限审批。</Typography.Text>
        </div>
      }
    />
  );
}
