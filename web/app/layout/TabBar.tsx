import { Button, Dropdown } from '@douyinfe/semi-ui';
import { IconChevronDown, IconClose } from '@douyinfe/semi-icons';
import { useNavigate } from 'react-router-dom';
import { HOME_TAB, type Tab } from './tabs';
import { useTabs } from './useTabs';

interface TabChipProps {
  title: string;
  active: boolean;
  onOpen(): void;
  onClose?: () => void;
}

function TabChip({ title, active, onOpen, onClose }: TabChipProps) {
  return (
    <div role="tab" aria-selected={active} tabIndex={0} className="cd-tab" title={title} onClick={onOpen}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}>
      <span className="cd-tab-title">{title}</span>
      {onClose && (
        <button
          type="button"
          className="cd-tab-close"
          aria-label={`关闭 ${title}`}
          onClick={(e) => {
            e.stopPropagation();
            onClose();
          }}
        >
          <IconClose size="small" />
        </button>
      )}
    </div>
  );
}

/** Visited pages: home first, up to 6 recent tabs, older ones under 更多. */
export function TabBar() {
  const { visible, more, activePath, open, close } = useTabs();
  const navigate = useNavigate();
  const chip = (tab: Tab) => (
    <TabChip key={tab.path} title={tab.title} active={tab.path === activePath} onOpen={() => open(tab)} onClose={() => close(tab.path)} />
  );
  return (
    <div className="cd-tabbar" role="tablist" aria-label="已打开的页面">
      <TabChip title={HOME_TAB.title} active={activePath === HOME_TAB.path} onOpen={() => navigate(HOME_TAB.path)} />
      {visible.map(chip)}
      {more.length > 0 && (
        <Dropdown
          trigger="click"
          clickToHide
          position="bottomLeft"
          render={
            <Dropdown.Menu aria-label="更多页面">
              {more.map((tab) => (
                <Dropdown.Item key={tab.path} onClick={() => open(tab)}>
                  <span style={{ flex: 1 }}>{tab.title}</span>
                  <Button
                    size="small"
                    theme="borderless"
                    type="tertiary"
                    icon={<IconClose size="small" />}
                    aria-label={`关闭 ${tab.title}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      close(tab.path);
                    }}
                  />
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          }
        >
          <Button size="small" theme="borderless" icon={<IconChevronDown />} iconPosition="right">
            更多 ({more.length})
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
