import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../../src/api/notify';
import { checkFile } from '../../src/components/upload/check';
import { ExcelUpload, PdfUpload, type UploadedFile, VideoUpload } from '../../src/components/upload/FileUploads';
import { ImageUploadQueue, type QueueImage } from '../../src/components/upload/ImageUploadQueue';
import { displayBoxDisabled, moveItem, toggleDisplay } from '../../src/components/upload/queue';
import { i18n } from '../../src/i18n';
import { setupDom } from '../dom';
import { type FakeServer, fakeServer } from '../fake-server';

const MB = 1024 * 1024;
let toasts: { type: string; title: string }[] = [];
let server: FakeServer;
/** The forms uploaded, in order. */
const sent = () => server.to('UpLoadFile/UpLoadFile') as FormData[];

beforeAll(() => setupDom());
beforeEach(() => {
  toasts = [];
  setToastAdapter({ open: (a) => toasts.push({ type: a.type, title: a.title }), destroy: () => {} });
  let n = 0;
  server = fakeServer({ 'UpLoadFile/UpLoadFile': () => `/uploads/2025/01/${'a'.repeat(31)}${++n}.png` });
});
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

/** A file of the given type that claims `size` bytes without holding them. */
function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const choose = (container: HTMLElement, ...files: File[]) =>
  fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });
const titles = () => toasts.map((t) => t.title);

/** The queue as a form would hold it. */
function Queue(props: { initial?: QueueImage[]; onChange?(v: QueueImage[]): void } & Record<string, unknown>) {
  const { initial = [], onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadQueue
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('the shared file check', () => {
  const rule = { types: ['image/jpeg', 'image/png'], maxBytes: 10 * MB, maxCount: 3 };
  it('answers the message key of the first rule broken: type, size, then count', () => {
    expect(checkFile(file('a.gif', 'image/gif'), rule)).toEqual({
      key: 'typeRefused',
      params: { types: 'JPEG, PNG' },
    });
    expect(checkFile(file('a.png', 'image/png', 10 * MB + 1), rule)).toEqual({
      key: 'sizeRefused',
      params: { max: '10 MB' },
    });
    expect(checkFile(file('a.png', 'image/png', 10 * MB), rule)).toBeNull();
    expect(checkFile(file('a.png', 'image/png'), rule, 3)).toEqual({ key: 'countRefused', params: { max: 3 } });
    expect(checkFile(file('a.png', 'image/png'), { ...rule, maxCount: 1 }, 1)).toEqual({
      key: 'singleRefused',
      params: {},
    });
  });

  it('takes the name ending only when the browser names no type', () => {
    const excel = { types: ['application/vnd.ms-excel'], extensions: ['.xls'], maxBytes: MB };
    expect(checkFile(file('a.XLS', ''), excel)).toBeNull();
    expect(checkFile(file('a.xls', 'text/plain'), excel)?.key).toBe('typeRefused');
  });
});

describe('ImageUploadQueue', () => {
  const images = (...urls: string[]) => urls.map((url) => ({ url }));

  it('refuses other types and files over 10 MB with a translated message, sending nothing', async () => {
    const { container } = render(<Queue />);
    choose(container, file('a.gif', 'image/gif'));
    await waitFor(() => expect(titles()).toEqual(['This type of file is not allowed; allowed: JPEG, PNG']));
    choose(container, file('big.png', 'image/png', 10 * MB + 1));
    await waitFor(() => expect(titles()[1]).toBe('The file is too large; the limit is 10 MB'));
    expect(sent()).toEqual([]);
  });

  it('takes the allowed types it is given', async () => {
    const onChange = vi.fn();
    const { container } = render(<Queue types={['image/gif']} onChange={onChange} />);
    choose(container, file('a.gif', 'image/gif'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(toasts).toEqual([]);
  });

  it('uploads chosen images through UpLoadFile and adds their addresses in order', async () => {
    const onChange = vi.fn();
    const { container } = render(<Queue initial={images('/uploads/first.png')} onChange={onChange} />);
    choose(container, file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(3));
    expect(sent()).toHaveLength(2);
    expect(sent()[0]!.get('UploadFileType')).toBe('1');
    expect((sent()[0]!.get('FileStream') as File).name).toBe('a.png');
    const last = onChange.mock.calls.at(-1)![0] as QueueImage[];
    expect(last.map((x) => x.url)).toEqual([
      '/uploads/first.png',
      `/uploads/2025/01/${'a'.repeat(31)}1.png`,
      `/uploads/2025/01/${'a'.repeat(31)}2.png`,
    ]);
  });

  it('refuses a further image at the maximum; with maximum 1 says only one', async () => {
    const one = render(<Queue maxCount={1} initial={images('/uploads/a.png')} />);
    choose(one.container, file('b.png', 'image/png'));
    await waitFor(() => expect(titles()).toEqual(['Only one file can be uploaded; remove the current one first']));
    one.unmount();
    const two = render(<Queue maxCount={2} initial={images('/uploads/a.png')} />);
    // Two chosen at once: the first fits, the second does not.
    choose(two.container, file('b.png', 'image/png'), file('c.png', 'image/png'));
    await waitFor(() => expect(titles()[1]).toBe('At most 2 files can be uploaded'));
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(2));
    expect(sent()).toHaveLength(1);
  });

  it('defaults to at most 15 images', async () => {
    const full = Array.from({ length: 15 }, (_, i) => ({ url: `/uploads/${i}.png` }));
    const { container } = render(<Queue initial={full} />);
    choose(container, file('b.png', 'image/png'));
    await waitFor(() => expect(titles()).toEqual(['At most 15 files can be uploaded']));
  });

  it('removes an image', () => {
    const onChange = vi.fn();
    render(<Queue initial={images('/uploads/a.png', '/uploads/b.png', '/uploads/c.png')} onChange={onChange} />);
    fireEvent.click(screen.getAllByTestId('queue-remove')[1]!);
    expect(onChange).toHaveBeenLastCalledWith(images('/uploads/a.png', '/uploads/c.png'));
    expect(screen.getAllByTestId('queue-item').map((e) => e.dataset.url)).toEqual(['/uploads/a.png', '/uploads/c.png']);
  });

  it('previews an image in a dialog', async () => {
    render(<Queue initial={images('/uploads/a.png', '/uploads/b.png')} />);
    fireEvent.click(screen.getAllByTestId('queue-preview')[1]!);
    await waitFor(() => expect(screen.getByTestId('queue-preview-image').getAttribute('src')).toBe('/uploads/b.png'));
  });

  it('reorders: the dragged image takes the place it is dropped on', () => {
    const list = images('/a', '/b', '/c', '/d');
    expect(moveItem(list, '/a', '/c').map((x) => x.url)).toEqual(['/b', '/c', '/a', '/d']);
    expect(moveItem(list, '/d', '/a').map((x) => x.url)).toEqual(['/d', '/a', '/b', '/c']);
    expect(moveItem(list, '/d', '/nowhere')).toEqual(list);
    // The same address twice still moves the right one.
    expect(moveItem(images('/a', '/a', '/b'), '/a#1', '/b').map((x) => x.url)).toEqual(['/a', '/b', '/a']);
  });

  it('keeps display images within the bounds: disabled boxes at the maximum and the minimum', () => {
    const onChange = vi.fn();
    render(
      <Queue
        minDisplay={1}
        maxDisplay={2}
        initial={[{ url: '/a', displayImage: true }, { url: '/b' }, { url: '/c' }]}
        onChange={onChange}
      />,
    );
    const boxes = () =>
      screen
        .getAllByTestId('queue-display')
        .map((l) => (l instanceof HTMLInputElement ? l : l.querySelector('input')!));
    // At the minimum: the one ticked box cannot be unticked; the others can be ticked.
    expect(boxes().map((b) => b.disabled)).toEqual([true, false, false]);
    fireEvent.click(boxes()[2]!);
    expect(onChange).toHaveBeenLastCalledWith([
      { url: '/a', displayImage: true },
      { url: '/b' },
      { url: '/c', displayImage: true },
    ]);
    // At the maximum: the unticked box is disabled, the ticked ones can be unticked.
    expect(boxes().map((b) => b.disabled)).toEqual([false, true, false]);
    expect(boxes().map((b) => b.checked)).toEqual([true, false, true]);
  });

  it('ticking beyond the maximum warns and unticks the box just ticked', () => {
    const list = [{ url: '/a', displayImage: true }, { url: '/b', displayImage: true }, { url: '/c' }];
    const r = toggleDisplay(list, 2, true, 2);
    expect(r.overflow).toBe(true);
    expect(r.list).toEqual([
      { url: '/a', displayImage: true },
      { url: '/b', displayImage: true },
      { url: '/c', displayImage: false },
    ]);
    expect(toggleDisplay(list, 2, true, 3)).toEqual({
      list: [...list.slice(0, 2), { url: '/c', displayImage: true }],
      overflow: false,
    });
    expect(i18n.t('upload:displayMax', { max: 2 })).toBe('You can select at most 2 display images');
    expect(displayBoxDisabled(list, 2, undefined, 2)).toBe(true);
    expect(displayBoxDisabled(list, 0, 2, undefined)).toBe(true);
    expect(displayBoxDisabled(list, 0, 1, 3)).toBe(false);
  });
});

describe('Excel, PDF and video uploads', () => {
  function Holder({ C, ...rest }: { C: typeof ExcelUpload; maxCount?: number; initial?: UploadedFile[] }) {
    const [value, setValue] = useState<UploadedFile[]>(rest.initial ?? []);
    return <C value={value} onChange={setValue} maxCount={rest.maxCount} data-testid="files" />;
  }

  it('Excel: xls/xlsx only, up to 5 MB, sent as an attachment', async () => {
    const { container } = render(<Holder C={ExcelUpload} maxCount={2} />);
    choose(container, file('notes.txt', 'text/plain'));
    await waitFor(() => expect(titles()).toEqual(['This type of file is not allowed; allowed: XLS, XLSX']));
    choose(
      container,
      file('big.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 5 * MB + 1),
    );
    await waitFor(() => expect(titles()[1]).toBe('The file is too large; the limit is 5 MB'));
    choose(container, file('orders.xls', ''));
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(1));
    expect(screen.getByText('orders.xls')).toBeTruthy();
    expect(sent()[0]!.get('UploadFileType')).toBe('0');
    fireEvent.click(screen.getByTestId('file-remove'));
    expect(screen.queryAllByTestId('file-item')).toHaveLength(0);
  });

  it('PDF: PDF files only, one by default', async () => {
    const { container } = render(<Holder C={PdfUpload} initial={[{ url: '/uploads/x.pdf', name: 'x.pdf' }]} />);
    choose(container, file('a.png', 'image/png'));
    await waitFor(() => expect(titles()).toEqual(['This type of file is not allowed; allowed: PDF']));
    choose(container, file('b.pdf', 'application/pdf'));
    await waitFor(() => expect(titles()[1]).toBe('Only one file can be uploaded; remove the current one first'));
    expect(sent()).toEqual([]);
  });

  it('Video: video files only, up to 100 MB, as a collection video', async () => {
    const { container } = render(<Holder C={VideoUpload} maxCount={3} />);
    choose(container, file('a.pdf', 'application/pdf'));
    await waitFor(() => expect(titles()).toEqual(['This type of file is not allowed; allowed: MP4, WebM, MOV']));
    choose(container, file('long.mp4', 'video/mp4', 100 * MB + 1));
    await waitFor(() => expect(titles()[1]).toBe('The file is too large; the limit is 100 MB'));
    choose(container, file('clip.mp4', 'video/mp4', 60 * MB));
    await waitFor(() => expect(screen.getAllByTestId('file-item')).toHaveLength(1));
    expect(sent()[0]!.get('UploadFileType')).toBe('3');
  });
});
