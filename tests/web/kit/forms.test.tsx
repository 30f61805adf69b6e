import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from '@douyinfe/semi-ui';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint, needs } from '@shared/api/contract';
import type { Code } from '@shared/screen/define';
import { FormDialog } from '../../../web/components/form/FormDialog';
import { FormSheet } from '../../../web/components/form/FormSheet';
import { call } from '../../../web/lib/api';
import { waitForClickLock } from '../clickLock';
import { fakeServer, renderPortal } from './portal';

const saveGift = endpoint({
  method: 'POST',
  path: '/api/test/gifts/save',
  access: needs('test:btn_add' as Code),
  summary: 'test save',
  body: z.object({
    name: z.string({ error: '请输入礼品名称' }).trim().min(1, '请输入礼品名称'),
    quantity: z.coerce.number({ error: '数量必须是整数' }).int('数量必须是整数').min(1, '数量至少为1'),
    warehouseId: z.number(),
  }),
  response: z.object({ id: z.number() }),
});

function renderDialog(props: { submitText?: string } = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderPortal(
    <FormDialog
      title="新增礼品"
      visible
      schema={saveGift.body!}
      initValues={{ quantity: 1 }}
      toInput={(values) => ({ ...values, warehouseId: 3 })}
      onSubmit={async (body) => onSaved((await call(saveGift, { body })).id)}
      onClose={onClose}
      successText="新增成功"
      {...props}
    >
      <Form.Input field="name" label="礼品名称" />
      <Form.Input field="quantity" label="数量" />
    </FormDialog>,
  );
  return { onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('FormDialog: create and edit checked with the contract', () => {
  it('shows the contract’s message under each wrong field and sends nothing', async () => {
    const server = fakeServer(() => ({ data: { id: 1 } }));
    const { onClose } = renderDialog();
    type('数量', '1.5');
    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await within(dialog()).findByText('请输入礼品名称')).toBeInTheDocument();
    expect(within(dialog()).getByText('数量必须是整数')).toBeInTheDocument();
    expect(server.sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the checked values, says so and closes', async () => {
    const server = fakeServer(() => ({ data: { id: 42 } }));
    const { onClose, onSaved } = renderDialog();
    type('礼品名称', '  保温杯 ');
    type('数量', '3');
    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent[0]).toMatchObject({ method: 'POST', url: '/api/test/gifts/save', body: { name: '保温杯', quantity: 3, warehouseId: 3 } });
    expect(onSaved).toHaveBeenCalledWith(42);
    expect(screen.getByText('新增成功')).toBeInTheDocument();
  });

  it('stays open when the server refuses, showing why', async () => {
    fakeServer(() => ({ resCode: 500, resDes: '礼品名称已存在' }));
    const { onClose } = renderDialog({ submitText: '保存' });
    type('礼品名称', '保温杯');
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('礼品名称已存在')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByLabelText('礼品名称')).toHaveValue('保温杯');
  });
});

describe('FormSheet: a long form in a side sheet', () => {
  function renderSheet(actions = { draft: vi.fn(), submit: vi.fn() }, disabled = false) {
    const onClose = vi.fn();
    renderPortal(
      <FormSheet
        title="新增付款申请"
        onClose={onClose}
        actions={[
          { text: '保存草稿', onClick: actions.draft },
          { text: '提交', primary: true, onClick: actions.submit, disabled },
        ]}
      >
        <label>
          收款方 <input />
        </label>
      </FormSheet>,
    );
    return { onClose, ...actions };
  }

  it('shows the title, the form, then 取消 and the form’s actions in order, the main one solid', () => {
    renderSheet();
    expect(screen.getByText('新增付款申请')).toBeInTheDocument();
    expect(screen.getByLabelText('收款方')).toBeInTheDocument();
    const footer = screen.getByRole('button', { name: '取消' }).parentElement!;
    expect(within(footer).getAllByRole('button').map((b) => b.textContent)).toEqual(['取消', '保存草稿', '提交']);
    expect(screen.getByRole('button', { name: '提交' }).className).toContain('semi-button-primary');
    expect(screen.getByRole('button', { name: '提交' }).className).not.toContain('light');
  });

  it('runs an action once per click lock, and 取消 closes', async () => {
    const { onClose, draft, submit } = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(draft).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    await waitForClickLock(() => screen.getByRole('button', { name: '保存草稿' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a disabled action cannot be taken', () => {
    const { submit } = renderSheet(undefined, true);
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(submit).not.toHaveBeenCalled();
  });
});
