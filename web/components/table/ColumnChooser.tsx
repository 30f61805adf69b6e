import { useEffect, useState } from 'react';
import { Button, Checkbox, Popover, Tooltip } from '@douyinfe/semi-ui';
import { IconArrowDown, IconArrowUp, IconSetting } from '@douyinfe/semi-icons';
import type { ColumnChoice } from './useColumnSettings';

interface ColumnChooserProps {
  choices: ColumnChoice[];
  onVisible(key: string, visible: boolean): void;
  onMove(key: string, offset: -1 | 1): void;
  onReset(): void;
}

/** The 列设置 popover: show or hide each column and move it up or down. */
export function ColumnChooser({ choices, onVisible, onMove, onReset }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  // Escape closes it wherever the focus is (Semi only listens on the trigger and the popover itself),
  // so it never stays over the row buttons.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const visibleCount = choices.filter((c) => c.visible).length;
  const content = (
    <div className="cd-columns" role="dialog" aria-label="列设置">
      <div className="cd-columns-head">
        <span>勾选显示的列，箭头调整顺序</span>
        <Button size="small" theme="borderless" onClick={onReset}>
          恢复默认
        </Button>
      </div>
      <ul className="cd-columns-list">
        {choices.map((c, i) => (
          <li key={c.key} className="cd-columns-item">
            <Checkbox
              checked={c.visible}
              // The last visible column cannot be hidden.
              disabled={c.visible && visibleCount <= 1}
              onChange={(e) => onVisible(c.key, Boolean(e.target.checked))}
            >
              {c.title}
            </Checkbox>
            <Button
              size="small"
              theme="borderless"
              type="tertiary"
              icon={<IconArrowUp />}
              aria-label={`上移 ${c.title}`}
              disabled={i === 0}
              onClick={() => onMove(c.key, -1)}
            />
            <Button
              size="small"
              theme="borderless"
              type="tertiary"
              icon={<IconArrowDown />}
              aria-label={`下移 ${c.title}`}
              disabled={i === choices.length - 1}
              onClick={() => onMove(c.key, 1)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Popover content={content} trigger="custom" position="bottomRight" visible={open} onClickOutSide={() => setOpen(false)}>
      <span>
        <Tooltip content="列设置">
          <Button icon={<IconSetting />} type="tertiary" aria-label="列设置" onClick={() => setOpen((o) => !o)} />
        </Tooltip>
      </span>
    </Popover>
  );
}
