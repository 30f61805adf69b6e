import type { ReactNode } from 'react';
import type { Code } from '@shared/screen';
import { ConfirmButton } from '../actions/ConfirmButton';
import { DeleteButton } from '../actions/DeleteButton';
import { LockButton } from '../LockButton';
import type { DataColumn } from '../table';
import { Auth } from '../../lib/session/Auth';

/** The 操作 column of a list: pinned to the right, never hidden in 列设置. */
export function actionsColumn<R>(width: number, render: (row: R) => ReactNode): DataColumn<R> {
  return { key: 'actions', title: '操作', pinned: true, fixed: 'right', width, render };
}

/** The 操作 cell of a list row: small borderless buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="cd-screen-actions">{children}</span>;
}

/** A row button for holders of `code` (绑定飞书). */
export function RowAction({ code, onClick, disabled, children }: { code: Code; onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <Auth code={code}>
      <LockButton size="small" theme="borderless" disabled={disabled} onClick={onClick}>
        {children}
      </LockButton>
    </Auth>
  );
}

/** 编辑 for holders of `code`. */
export function EditAction(props: { code: Code; onClick(): void; disabled?: boolean }) {
  return <RowAction {...props}>编辑</RowAction>;
}

interface ConfirmActionProps {
  code: Code;
  /** The question, e.g. 重置 张伟 的密码？ */
  title: string;
  /** What will happen. */
  content: ReactNode;
  /** Red 确定 for what is hard to take back. */
  danger?: boolean;
  onConfirm(): Promise<unknown>;
  children: ReactNode;
}

/** A row action for holders of `code` that asks first (重置密码, 代登录). */
export function ConfirmAction({ code, children, ...props }: ConfirmActionProps) {
  return (
    <Auth code={code}>
      <ConfirmButton size="small" theme="borderless" {...props}>
        {children}
      </ConfirmButton>
    </Auth>
  );
}

interface EnableActionProps {
  code: Code;
  enabled: boolean;
  /** What the row is, in the question: 账户 6222… */
  name: string;
  /** What happens when it is disabled, and when enabled again. */
  effects: { disable: string; enable: string };
  onToggle(enabled: boolean): Promise<unknown>;
}

/** 停用 / 启用 for holders of `code`, asked first. */
export function EnableAction({ code, enabled, name, effects, onToggle }: EnableActionProps) {
  const verb = enabled ? '停用' : '启用';
  return (
    <ConfirmAction code={code} danger={enabled} title={`${verb}${name}？`} content={enabled ? effects.disable : effects.enable} onConfirm={() => onToggle(!enabled)}>
      {verb}
    </ConfirmAction>
  );
}

/** 删除 for holders of `code`, asked first; `blockedReason` disables it and says why. */
export function DeleteAction({ code, ...props }: { code: Code } & Parameters<typeof DeleteButton>[0]) {
  return (
    <Auth code={code}>
      <DeleteButton compact {...props} />
    </Auth>
  );
}
