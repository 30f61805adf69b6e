import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space } from '@douyinfe/semi-ui';
import { plainTextOf } from './richText';
import './richBody.css';

interface Command {
  label: string;
  active: string;
  run(editor: Editor): void;
}

const COMMANDS: Command[] = [
  { label: '粗体', active: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { label: '斜体', active: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { label: '下划线', active: 'underline', run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: '列表', active: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: '编号', active: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/** Asks for the address of the selected text's link; blank removes it. Only http(s) and mailto. */
function editLink(editor: Editor): void {
  const url = window.prompt('链接地址（https://…，留空则取消链接）', (editor.getAttributes('link').href as string | undefined) ?? '');
  if (url === null) return;
  if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else if (/^(https?:\/\/|mailto:)/i.test(url.trim())) editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
}

/** A plain text (a template's body, what was typed before) as the editor's paragraphs. */
const paragraphs = (text: string) => ({
  type: 'doc',
  content: text.split(/\r?\n/).map((line) => ({ type: 'paragraph', ...(line ? { content: [{ type: 'text', text: line }] } : {}) })),
});

/**
 * The body written in rich text (Tiptap): bold, italic, underline, lists and links. The server
 * sanitises the HTML as it does received mail; `onChange` gives the HTML and its plain text (the
 * text part). Loaded with the compose form's rich-text switch only (ComposeForm imports it lazily).
 */
export default function RichBody({ initialText, onChange }: { initialText: string; onChange(html: string, text: string): void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
    ],
    content: paragraphs(initialText),
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': '富文本正文', class: 'cd-mail-rich' } },
    // The toolbar shows what is on at the cursor.
    shouldRerenderOnTransaction: true,
    onCreate: ({ editor: e }) => onChange(e.getHTML(), plainTextOf(e.state.doc)),
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), plainTextOf(e.state.doc)),
  });
  const button = (label: string, active: boolean, run: () => void) => (
    <Button key={label} size="small" theme={active ? 'solid' : 'light'} aria-pressed={active} disabled={!editor} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {label}
    </Button>
  );
  return (
    <div style={{ width: '100%' }}>
      <Space style={{ marginBottom: 6 }}>
        {COMMANDS.map((c) => button(c.label, Boolean(editor?.isActive(c.active)), () => editor && c.run(editor)))}
        {button('链接', Boolean(editor?.isActive('link')), () => editor && editLink(editor))}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
