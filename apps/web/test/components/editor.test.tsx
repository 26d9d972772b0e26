import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { CAROUSEL_INTERVAL, Carousel } from '../../src/components/Carousel';
import { RichTextEditor } from '../../src/components/editor/RichTextEditor';
import { setupDom } from '../dom';
import { type FakeServer, fakeServer } from '../fake-server';

const MB = 1024 * 1024;
const ADDRESS = `/uploads/2025/01/${'b'.repeat(32)}`;
let toasts: string[] = [];
let server: FakeServer;
/** The forms uploaded, in order. */
const sent = () => server.to('UpLoadFile/UpLoadFile') as FormData[];

beforeAll(async () => {
  await setupDom();
  // ProseMirror measures the selection when it scrolls it into view; jsdom has no layout.
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as never;
  document.elementFromPoint ??= () => null;
});
beforeEach(() => {
  toasts = [];
  setToastAdapter({ open: (a) => toasts.push(a.title), destroy: () => {} });
  server = fakeServer({
    'UpLoadFile/UpLoadFile': (form: FormData) =>
      `${ADDRESS}.${{ '0': 'pdf', '1': 'png', '2': 'mp4' }[String(form.get('UploadFileType'))]}`,
  });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const choose = (kind: string, f: File) =>
  fireEvent.change(screen.getByTestId(`editor-file-${kind}`), { target: { files: [f] } });
const content = () => screen.getByTestId('editor').querySelector('.ProseMirror')!;

describe('RichTextEditor', () => {
  it('shows the value with its toolbar, 200 px high by default', async () => {
    render(<RichTextEditor value="<p>Hello <strong>there</strong></p>" data-testid="editor" />);
    await waitFor(() => expect(content().innerHTML).toContain('<strong>there</strong>'));
    for (const tool of ['bold', 'italic', 'h1', 'h2', 'bullet', 'ordered', 'link', 'undo', 'redo', 'image', 'video']) {
      expect(screen.getByTestId(`editor-${tool}`)).toBeTruthy();
    }
    expect(screen.getByLabelText('Bold')).toBeTruthy();
    expect(screen.getByTestId('editor-area').style.height).toBe('200px');
  });

  it('takes a value from outside without reporting it as a change', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="<p>one</p>" onChange={onChange} data-testid="editor" />);
    await waitFor(() => expect(content().textContent).toBe('one'));
    rerender(<RichTextEditor value="<h2>two</h2>" onChange={onChange} data-testid="editor" />);
    await waitFor(() => expect(content().innerHTML).toContain('<h2>two</h2>'));
    rerender(<RichTextEditor value="" onChange={onChange} data-testid="editor" />);
    await waitFor(() => expect(content().textContent).toBe(''));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('formats from the toolbar and reports the HTML', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>title</p>" onChange={onChange} data-testid="editor" />);
    await waitFor(() => expect(content().textContent).toBe('title'));
    fireEvent.click(screen.getByTestId('editor-h2'));
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toMatch(/^<h2>title<\/h2>/));
    fireEvent.click(screen.getByTestId('editor-undo'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>title</p>'));
  });

  it('refuses files of the wrong type or over the editor limits, sending nothing', async () => {
    render(<RichTextEditor data-testid="editor" />);
    choose('image', file('a.bmp', 'image/bmp'));
    choose('image', file('a.png', 'image/png', 10 * MB + 1));
    choose('video', file('a.mp4', 'video/mp4', 50 * MB + 1));
    choose('video', file('a.avi', 'video/x-msvideo'));
    choose('attachment', file('a.pdf', 'application/pdf', 10 * MB + 1));
    await waitFor(() => expect(toasts).toHaveLength(5));
    expect(toasts).toEqual([
      'This type of file is not allowed; allowed: JPEG, PNG, GIF, WebP',
      'The file is too large; the limit is 10 MB',
      'The file is too large; the limit is 50 MB',
      'This type of file is not allowed; allowed: MP4, WebM, MOV',
      'The file is too large; the limit is 10 MB',
    ]);
    expect(sent()).toEqual([]);
  });

  it('uploads images (1), videos (2) and attachments (0) through UpLoadFile and inserts them', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor onChange={onChange} data-testid="editor" />);
    choose('image', file('photo.png', 'image/png'));
    await waitFor(() =>
      expect(onChange.mock.calls.at(-1)?.[0]).toContain(`<img src="${ADDRESS}.png" alt="photo.png">`),
    );
    choose('video', file('clip.mp4', 'video/mp4', 20 * MB));
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toMatch(new RegExp(`<video[^>]*src="${ADDRESS}.mp4"`)));
    choose('attachment', file('terms.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(onChange.mock.calls.at(-1)?.[0]).toMatch(new RegExp(`<a[^>]*href="${ADDRESS}.pdf"[^>]*>terms.pdf</a>`)),
    );
    expect(sent().map((f) => f.get('UploadFileType'))).toEqual(['1', '2', '0']);
  });
});

describe('Carousel', () => {
  it('shows every image and changes slides every 5 seconds', () => {
    expect(CAROUSEL_INTERVAL).toBe(5000);
    render(<Carousel images={['/uploads/a.png', '/uploads/b.png']} data-testid="carousel" />);
    const srcs = screen.getAllByTestId('carousel-image').map((i) => i.getAttribute('src'));
    expect(new Set(srcs)).toEqual(new Set(['/uploads/a.png', '/uploads/b.png']));
  });
});
