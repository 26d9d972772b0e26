import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PaperClipOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { UploadFileType, type UploadFileTypeValue, UploadLimits } from '@wms/contract';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import { uploadFile } from '../../api/upload';
import { acceptOf, checkFile, type FileRule } from '../upload/check';
import { Video } from './video';

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value?: string;
  onChange?(html: string): void;
  /** Height of the writing area in pixels. */
  height?: number;
  disabled?: boolean;
  'data-testid'?: string;
}

type Insertable = 'image' | 'video' | 'attachment';
const KINDS: Record<Insertable, UploadFileTypeValue> = {
  image: UploadFileType.Image,
  video: UploadFileType.Video,
  attachment: UploadFileType.Attachment,
};
const RULES: Record<Insertable, FileRule> = {
  image: UploadLimits[UploadFileType.Image],
  video: UploadLimits[UploadFileType.Video],
  attachment: UploadLimits[UploadFileType.Attachment],
};

const htmlOf = (editor: Editor) => {
  const html = editor.getHTML();
  return html === '<p></p>' ? '' : html;
};

function insert(editor: Editor, kind: Insertable, url: string, name: string) {
  const chain = editor.chain().focus();
  if (kind === 'image') chain.setImage({ src: url, alt: name }).run();
  else if (kind === 'video') chain.setVideo(url).run();
  else chain.insertContent({ type: 'text', text: name, marks: [{ type: 'link', attrs: { href: url } }] }).run();
}

/**
 * Rich-text editor (TipTap) holding HTML: formatting toolbar, links, and images, videos and
 * attachments uploaded through UpLoadFile with the editor's upload limits. Heavy:
 * screens load it with React.lazy.
 */
export function RichTextEditor({
  value = '',
  onChange,
  height = 200,
  disabled,
  'data-testid': testId,
}: RichTextEditorProps) {
  const { t } = useTranslation('upload');
  const changed = useRef(onChange);
  changed.current = onChange;
  // The HTML last reported: the value coming back from the form while typing goes on must not
  // replace newer text (and move the cursor).
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image, Video],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { style: `min-height: ${height - 16}px; outline: none; padding: 8px 11px` } },
    onUpdate: ({ editor: e }) => {
      reported.current = htmlOf(e);
      changed.current?.(reported.current);
    },
  });
  const inputs = {
    image: useRef<HTMLInputElement>(null),
    video: useRef<HTMLInputElement>(null),
    attachment: useRef<HTMLInputElement>(null),
  };
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  // A value from outside (a loaded record, a reset form) replaces the document.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const upload = async (kind: Insertable, file: File | undefined) => {
    if (!file || !editor) return;
    const refusal = checkFile(file, RULES[kind]);
    if (refusal) {
      toast('error', t(refusal.key, refusal.params));
      return;
    }
    setBusy(true);
    try {
      insert(editor, kind, await uploadFile(file, KINDS[kind]), file.name);
    } catch {
      // The request layer has shown the server's refusal.
    } finally {
      setBusy(false);
    }
  };

  const saveLink = () => {
    if (!editor || link === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (link.trim()) chain.setLink({ href: link.trim() }).run();
    else chain.unsetLink().run();
    setLink(null);
  };

  const tool = (key: string, title: string, icon: ReactNode, run: () => void, active = false) => (
    <Tooltip title={title} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        onClick={run}
        disabled={disabled || !editor}
        data-testid={`editor-${key}`}
      />
    </Tooltip>
  );

  const e = editor;
  return (
    <div data-testid={testId} style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}>
      <Space wrap size={2} style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {tool('bold', t('bold'), <BoldOutlined />, () => e?.chain().focus().toggleBold().run(), e?.isActive('bold'))}
        {tool(
          'italic',
          t('italic'),
          <ItalicOutlined />,
          () => e?.chain().focus().toggleItalic().run(),
          e?.isActive('italic'),
        )}
        {([1, 2, 3] as const).map((level) =>
          tool(
            `h${level}`,
            t('heading', { level }),
            <span style={{ fontSize: 12, fontWeight: 600 }}>H{level}</span>,
            () => e?.chain().focus().toggleHeading({ level }).run(),
            e?.isActive('heading', { level }),
          ),
        )}
        {tool(
          'bullet',
          t('bulletList'),
          <UnorderedListOutlined />,
          () => e?.chain().focus().toggleBulletList().run(),
          e?.isActive('bulletList'),
        )}
        {tool(
          'ordered',
          t('orderedList'),
          <OrderedListOutlined />,
          () => e?.chain().focus().toggleOrderedList().run(),
          e?.isActive('orderedList'),
        )}
        {tool(
          'link',
          t('link'),
          <LinkOutlined />,
          () => setLink(e?.getAttributes('link').href ?? ''),
          e?.isActive('link'),
        )}
        {tool('image', t('insertImage'), <PictureOutlined />, () => inputs.image.current?.click())}
        {tool('video', t('insertVideo'), <VideoCameraOutlined />, () => inputs.video.current?.click())}
        {tool('attachment', t('insertAttachment'), <PaperClipOutlined />, () => inputs.attachment.current?.click())}
        {tool('undo', t('undo'), <UndoOutlined />, () => e?.chain().focus().undo().run())}
        {tool('redo', t('redo'), <RedoOutlined />, () => e?.chain().focus().redo().run())}
        {busy ? <span style={{ color: 'rgba(0,0,0,.45)', fontSize: 12 }}>{t('upload')}…</span> : null}
      </Space>
      {(Object.keys(inputs) as Insertable[]).map((kind) => (
        <input
          key={kind}
          ref={inputs[kind]}
          type="file"
          // The toolbar buttons open these. The `hidden` attribute alone loses to any stylesheet
          // that gives inputs a display (three raw "Choose File" boxes showed under the editor).
          hidden
          style={{ display: 'none' }}
          accept={acceptOf(RULES[kind])}
          data-testid={`editor-file-${kind}`}
          onChange={(ev) => {
            void upload(kind, ev.target.files?.[0]);
            ev.target.value = '';
          }}
        />
      ))}
      <div style={{ height, overflowY: 'auto', cursor: 'text' }} data-testid="editor-area">
        <EditorContent editor={editor} data-testid="editor-content" />
      </div>
      <Modal open={link !== null} title={t('link')} onOk={saveLink} onCancel={() => setLink(null)} destroyOnHidden>
        <Input
          autoFocus
          placeholder={t('linkPrompt')}
          value={link ?? ''}
          onChange={(ev) => setLink(ev.target.value)}
          onPressEnter={saveLink}
          data-testid="editor-link-input"
        />
      </Modal>
    </div>
  );
}

export default RichTextEditor;
