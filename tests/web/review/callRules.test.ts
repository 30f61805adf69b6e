import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { planOrderList } from '@shared/api/review/planOrder';
import { checkSku } from '@shared/api/review/operationInfo';
import { paymentPage } from '@shared/api/b2b/payment';
import { callRules } from '../../../web/lib/callRules';
import { createHttpClient, request } from '../../../web/lib/http';

/** The real client answering one envelope; records what it showed. */
function answering(resCode: number, resDes: string) {
  const notice = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  const client = createHttpClient({
    token: () => 'tok',
    userId: () => undefined,
    notice,
    onLoggedOut: vi.fn(),
    logFailure: vi.fn(),
    adapter: async (config: InternalAxiosRequestConfig) => ({ data: { resCode, resDes, data: null }, status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse,
  });
  const send = (path: string) => request({ method: 'GET', url: path, crossdock: callRules({ path }) }, client);
  return { send, notice };
}

describe('reviewer calls (spec §8)', () => {
  it('resCode -2 of a reviewer call is a warning, and the call still rejects', async () => {
    const { send, notice } = answering(-2, '该平台已登记过 SKU A-1');
    await expect(send(planOrderList.path)).rejects.toThrow('该平台已登记过 SKU A-1');
    expect(notice.warning).toHaveBeenCalledWith('该平台已登记过 SKU A-1');
    expect(notice.error).not.toHaveBeenCalled();
  });

  it('other codes of a reviewer call stay errors', async () => {
    const { send, notice } = answering(500, '超出可测评单量');
    await expect(send(planOrderList.path)).rejects.toThrow();
    expect(notice.error).toHaveBeenCalledWith('超出可测评单量');
    expect(notice.warning).not.toHaveBeenCalled();
  });

  it('checkSku shows every refusal as a warning', async () => {
    const { send, notice } = answering(400, '请填写SKU');
    await expect(send(checkSku.path)).rejects.toThrow();
    expect(notice.warning).toHaveBeenCalledWith('请填写SKU');
    expect(notice.error).not.toHaveBeenCalled();
  });

  it('resCode -2 outside the reviewer calls is an error', async () => {
    const { send, notice } = answering(-2, '失败');
    await expect(send(paymentPage.path)).rejects.toThrow();
    expect(notice.error).toHaveBeenCalledWith('失败');
  });
});
