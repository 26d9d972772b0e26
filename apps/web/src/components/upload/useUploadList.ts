import type { UploadFileTypeValue } from '@wms/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import { uploadFile } from '../../api/upload';
import { checkFile, type FileRule } from './check';

/**
 * A controlled list that files are uploaded into: each file is checked against `rule` (counting
 * the uploads still under way), sent to UpLoadFile as `kind`, and appended with `toItem`.
 * Uploads finish one by one after the render that started them, so each adds to the newest list.
 */
export function useUploadList<T>(p: {
  value: T[] | undefined;
  onChange?(value: T[]): void;
  rule: FileRule;
  kind: UploadFileTypeValue;
  toItem(url: string, file: File): T;
}) {
  const { t } = useTranslation('upload');
  const list = p.value ?? [];
  const latest = useRef(list);
  latest.current = list;
  const pending = useRef(0);
  const [busy, setBusy] = useState(0);

  const commit = (next: T[]) => {
    latest.current = next;
    p.onChange?.(next);
  };
  const add = async (file: File) => {
    const refusal = checkFile(file, p.rule, latest.current.length + pending.current);
    if (refusal) {
      toast('error', t(refusal.key, refusal.params));
      return;
    }
    pending.current += 1;
    setBusy((n) => n + 1);
    try {
      const url = await uploadFile(file, p.kind);
      // Read the list only now: other uploads may have landed while this one was on its way.
      commit([...latest.current, p.toItem(url, file)]);
    } catch {
      // The request layer has shown the server's refusal.
    } finally {
      pending.current -= 1;
      setBusy((n) => n - 1);
    }
  };
  return { list, latest, commit, add, busy: busy > 0 };
}
