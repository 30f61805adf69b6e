import { useEffect, useRef } from 'react';
import { Button, Space } from '@douyinfe/semi-ui';

const COMMANDS = [
  { command: 'bold', label: '粗体' },
  { command: 'italic', label: '斜体' },
  { command: 'underline', label: '下划线' },
  { command: 'insertUnorderedList', label: '列表' },
] as const;

/**
 * The body written in rich text: bold, italic, underline, lists and links. The server sanitises the
 * HTML as it does received mail; `onChange` gives the HTML and its plain text (the text part).
 */
export function RichBody({ initialText, onChange }: { initialText: string; onChange(html: string, text: string): void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current!;
    el.innerText = initialText;
    onChange(el.innerHTML, el.innerText);
    // Only once: afterwards the writer owns the content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const changed = () => onChange(box.current!.innerHTML, box.current!.innerText);
  const run = (command: string, value?: string) => {
    box.current!.focus();
    document.execCommand(command, false, value);
    changed();
  };
  return (
    <div style={{ width: '100%' }}>
      <Space style={{ marginBottom: 6 }}>
        {COMMANDS.map((c) => (
          <Button key={c.command} size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command)}>
            {c.label}
          </Button>
        ))}
        <Button
          size="small"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            const url = window.prompt('链接地址（https://…）');
            if (url && /^https?:\/\//.test(url)) run('createLink', url);
          }}
        >
          链接
        </Button>
      </Space>
      <div
        ref={box}
        role="textbox"
        aria-multiline
        aria-label="富文本正文"
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        style={{ minHeight: 180, maxHeight: 480, overflow: 'auto', padding: 8, border: '1px solid var(--semi-color-border)', borderRadius: 6, whiteSpace: 'pre-wrap' }}
      />
    </div>
  );
}
