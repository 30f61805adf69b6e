import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RichBody from '../../../web/pages/mail/shared/RichBody';

/** Types `text` at the caret the way a browser does: the DOM changes, then an input event. */
async function type(box: HTMLElement, text: string): Promise<void> {
  await act(async () => {
    const sel = window.getSelection()!;
    const node = sel.anchorNode!;
    const target = node.nodeType === Node.TEXT_NODE ? (node as Text) : node.appendChild(document.createTextNode(''));
    const at = node.nodeType === Node.TEXT_NODE ? sel.anchorOffset : 0;
    target.insertData(at, text);
    sel.collapse(target, at + text.length);
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    await new Promise((r) => setTimeout(r, 30));
  });
}

/** Puts the caret after the last character of the box, as a click there does. */
async function caretAtEnd(box: HTMLElement): Promise<void> {
  await act(async () => {
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    while (walker.nextNode()) last = walker.currentNode as Text;
    window.getSelection()!.collapse(last, last!.length);
    document.dispatchEvent(new Event('selectionchange'));
    await new Promise((r) => setTimeout(r, 30));
  });
}

describe('RichBody (the mail body in rich text)', () => {
  it('starts from the plain text, and typing and formatting give the HTML and text sent', async () => {
    const onChange = vi.fn();
    render(<RichBody initialText={'Dear Kate,\nthanks'} onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: '富文本正文' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Dear Kate,</p><p>thanks</p>', 'Dear Kate,\nthanks'));

    box.focus();
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: '粗体' }));
    await waitFor(() => expect(onChange.mock.lastCall![0]).toBe('<p><strong>Dear Kate,</strong></p><p><strong>thanks</strong></p>'));
    expect(screen.getByRole('button', { name: '粗体' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('types at the caret, in bold after Ctrl+B, makes a list and a link', async () => {
    const onChange = vi.fn();
    render(<RichBody initialText="Dear Kate," onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: '富文本正文' });
    box.focus();
    await caretAtEnd(box);
    await type(box, ' we are sorry');
    await waitFor(() => expect(onChange.mock.lastCall).toEqual(['<p>Dear Kate, we are sorry</p>', 'Dear Kate, we are sorry']));

    fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
    await type(box, ' truly');
    await waitFor(() => expect(onChange.mock.lastCall![0]).toBe('<p>Dear Kate, we are sorry<strong> truly</strong></p>'));

    fireEvent.click(screen.getByRole('button', { name: '列表' }));
    await waitFor(() => expect(onChange.mock.lastCall![0]).toBe('<ul><li><p>Dear Kate, we are sorry<strong> truly</strong></p></li></ul>'));
    fireEvent.click(screen.getByRole('button', { name: '编号' }));
    await waitFor(() => expect(onChange.mock.lastCall).toEqual(['<ol><li><p>Dear Kate, we are sorry<strong> truly</strong></p></li></ol>', '1. Dear Kate, we are sorry truly']));
    fireEvent.click(screen.getByRole('button', { name: '列表' }));

    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    // happy-dom has no prompt: the one the browser shows answers the address.
    const prompt = vi.fn(() => 'https://shop.example/help');
    window.prompt = prompt;
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    await waitFor(() =>
      expect(onChange.mock.lastCall![0]).toBe('<ul><li><p><a target="_blank" rel="noopener noreferrer" href="https://shop.example/help">Dear Kate, we are sorry<strong> truly</strong></a></p></li></ul>'),
    );
    // The text part: the item marked, the link's address after its text.
    expect(onChange.mock.lastCall![1]).toBe('- Dear Kate, we are sorry truly <https://shop.example/help>');
    // Only web and mail addresses become links.
    const calls = onChange.mock.calls.length;
    prompt.mockReturnValue('javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    expect(onChange.mock.calls.length).toBe(calls);
  });
});
