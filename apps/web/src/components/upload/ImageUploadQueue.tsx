import { DeleteOutlined, EyeOutlined, HolderOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FileTypes, IMAGE_QUEUE_MAX, UploadFileType, type UploadFileTypeValue, UploadLimits } from '@wms/contract';
import { Button, Checkbox, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import { acceptOf } from './check';
import { displayBoxDisabled, itemIds, moveItem, type QueueImage, toggleDisplay } from './queue';
import { useUploadList } from './useUploadList';

export type { QueueImage } from './queue';

const TILE = 104;
const DEFAULT_TYPES = [FileTypes.jpeg.mime, FileTypes.png.mime];

export interface ImageUploadQueueProps {
  value?: QueueImage[];
  onChange?(value: QueueImage[]): void;
  /** Content types accepted; JPEG and PNG by default. */
  types?: readonly string[];
  maxCount?: number;
  maxBytes?: number;
  /** With either bound, every image gets a display-image box. */
  minDisplay?: number;
  maxDisplay?: number;
  uploadType?: UploadFileTypeValue;
  disabled?: boolean;
  'data-testid'?: string;
}

interface TileProps {
  id: string;
  image: QueueImage;
  disabled?: boolean;
  display?: { checked: boolean; disabled: boolean; onChange(checked: boolean): void };
  onPreview(): void;
  onRemove(): void;
}

function Tile({ id, image, disabled, display, onPreview, onRemove }: TileProps) {
  const { t } = useTranslation('upload');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <div
      ref={setNodeRef}
      data-testid="queue-item"
      data-url={image.url}
      style={{
        width: TILE,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('dragToSort')}
        data-testid="queue-handle"
        style={{
          position: 'relative',
          width: TILE,
          height: TILE,
          border: '1px solid #d9d9d9',
          borderRadius: 8,
          overflow: 'hidden',
          cursor: disabled ? 'default' : 'grab',
          background: '#fafafa',
          padding: 0,
          display: 'block',
        }}
      >
        <img src={image.url} alt="" draggable={false} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        {disabled ? null : (
          <HolderOutlined
            style={{ position: 'absolute', top: 4, left: 4, color: '#fff', textShadow: '0 0 2px #000' }}
          />
        )}
      </button>
      <div style={{ display: 'flex', justifyContent: 'center', gap: 4, marginTop: 4 }}>
        <Button
          size="small"
          type="text"
          icon={<EyeOutlined />}
          title={t('preview')}
          onClick={onPreview}
          data-testid="queue-preview"
        />
        {disabled ? null : (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            title={t('remove')}
            onClick={onRemove}
            data-testid="queue-remove"
          />
        )}
      </div>
      {display ? (
        <Checkbox
          checked={display.checked}
          disabled={disabled || display.disabled}
          onChange={(e) => display.onChange(e.target.checked)}
          data-testid="queue-display"
        >
          {t('displayImage')}
        </Checkbox>
      ) : null}
    </div>
  );
}

/**
 * An ordered list of uploaded images: upload, drag (or keyboard) to
 * reorder, preview, remove, and optionally mark display images between `minDisplay` and
 * `maxDisplay`. Files go to UpLoadFile as they are chosen; the value holds their addresses.
 */
export function ImageUploadQueue({
  value,
  onChange,
  types = DEFAULT_TYPES,
  maxCount = IMAGE_QUEUE_MAX,
  maxBytes = UploadLimits[UploadFileType.Image].maxBytes,
  minDisplay,
  maxDisplay,
  uploadType = UploadFileType.Image,
  disabled,
  'data-testid': testId,
}: ImageUploadQueueProps) {
  const { t } = useTranslation('upload');
  const [preview, setPreview] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const rule = { types, maxBytes, maxCount };
  const { list, latest, commit, add, busy } = useUploadList<QueueImage>({
    value,
    onChange,
    rule,
    kind: uploadType,
    toItem: (url) => ({ url }),
  });
  const ids = itemIds(list);
  const withDisplay = minDisplay !== undefined || maxDisplay !== undefined;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) commit(moveItem(latest.current, String(active.id), String(over.id)));
  };

  const onDisplay = (index: number, checked: boolean) => {
    const r = toggleDisplay(latest.current, index, checked, maxDisplay);
    if (r.overflow) toast('warning', t('displayMax', { max: maxDisplay }));
    commit(r.list);
  };

  return (
    <div data-testid={testId} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
          {list.map((image, i) => (
            <Tile
              key={ids[i]}
              id={ids[i]!}
              image={image}
              disabled={disabled}
              onPreview={() => setPreview(image.url)}
              onRemove={() => commit(latest.current.filter((_, j) => j !== i))}
              display={
                withDisplay
                  ? {
                      checked: !!image.displayImage,
                      disabled: displayBoxDisabled(list, i, minDisplay, maxDisplay),
                      onChange: (c) => onDisplay(i, c),
                    }
                  : undefined
              }
            />
          ))}
        </SortableContext>
      </DndContext>
      {disabled ? null : (
        <Upload
          accept={acceptOf(rule)}
          multiple={maxCount > 1}
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <button
            type="button"
            data-testid="queue-upload"
            style={{
              width: TILE,
              height: TILE,
              border: '1px dashed #d9d9d9',
              borderRadius: 8,
              background: '#fafafa',
              cursor: 'pointer',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 8,
            }}
          >
            {busy ? <LoadingOutlined /> : <PlusOutlined />}
            <span>{t('upload')}</span>
          </button>
        </Upload>
      )}
      <Modal open={preview !== null} footer={null} title={t('preview')} onCancel={() => setPreview(null)} width={720}>
        {preview ? <img src={preview} alt="" style={{ width: '100%' }} data-testid="queue-preview-image" /> : null}
      </Modal>
    </div>
  );
}

export default ImageUploadQueue;
