import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  EXCEL_MAX_BYTES,
  FileTypes,
  formatFileSize,
  UploadFileType,
  type UploadFileTypeValue,
  UploadLimits,
} from '@wms/contract';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { accepting, acceptOf, type FileRule, typeLabels } from './check';
import { useUploadList } from './useUploadList';

export interface UploadedFile {
  url: string;
  name: string;
}

export interface FileUploadProps {
  value?: UploadedFile[];
  onChange?(value: UploadedFile[]): void;
  maxCount?: number;
  disabled?: boolean;
  'data-testid'?: string;
}

/** A list of uploaded files checked by `rule` before sending to UpLoadFile as `kind`. */
function FileUpload({
  rule,
  kind,
  value,
  onChange,
  maxCount = 1,
  disabled,
  'data-testid': testId,
}: FileUploadProps & { rule: Omit<FileRule, 'maxCount'>; kind: UploadFileTypeValue }) {
  const { t } = useTranslation('upload');
  const { list, latest, commit, add, busy } = useUploadList<UploadedFile>({
    value,
    onChange,
    rule: { ...rule, maxCount },
    kind,
    toItem: (url, file) => ({ url, name: file.name }),
  });

  return (
    <div data-testid={testId}>
      <Upload
        accept={acceptOf(rule)}
        multiple={maxCount > 1}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          void add(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled}>
          {t('chooseFile')}
        </Button>
      </Upload>
      <div style={{ color: 'rgba(0,0,0,.45)', fontSize: 12, marginTop: 4 }}>
        {t('fileHint', { types: typeLabels(rule), max: formatFileSize(rule.maxBytes) })}
      </div>
      {list.map((f, i) => (
        <div key={f.url} data-testid="file-item" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <PaperClipOutlined />
          <a href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </a>
          {disabled ? null : (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              title={t('remove')}
              onClick={() => commit(latest.current.filter((_, j) => j !== i))}
              data-testid="file-remove"
            />
          )}
        </div>
      ))}
    </div>
  );
}

const EXCEL: FileRule = { ...accepting(FileTypes.xls, FileTypes.xlsx), maxBytes: EXCEL_MAX_BYTES };
const PDF: FileRule = { ...accepting(FileTypes.pdf), maxBytes: UploadLimits[UploadFileType.Attachment].maxBytes };
/** The collection-library video limit (100 MB). */
const VIDEO: FileRule = {
  types: UploadLimits[UploadFileType.CollectionVideo].types,
  maxBytes: UploadLimits[UploadFileType.CollectionVideo].maxBytes,
};

/** Excel attachments (xls, xlsx), up to 5 MB. */
export const ExcelUpload = (p: FileUploadProps) => <FileUpload {...p} rule={EXCEL} kind={UploadFileType.Attachment} />;
/** PDF files only. */
export const PdfUpload = (p: FileUploadProps) => <FileUpload {...p} rule={PDF} kind={UploadFileType.Attachment} />;
/** Video files only, up to 100 MB. */
export const VideoUpload = (p: FileUploadProps) => (
  <FileUpload {...p} rule={VIDEO} kind={UploadFileType.CollectionVideo} />
);
