import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A record's photos in a list cell: the first as a thumbnail, how many there are beside it, all
 * of them in the preview (arrows go through them). Nothing when there are none. */
export function PhotoThumbs({ urls, size = 40 }: { urls: readonly string[]; size?: number }) {
  const { t } = useTranslation('unknownItems');
  if (!urls.length) return null;
  return (
    <Space size={6} data-testid="photos" data-count={urls.length}>
      <Image.PreviewGroup items={[...urls]}>
        <Image src={urls[0]} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} />
      </Image.PreviewGroup>
      {urls.length > 1 ? <span>{t('photoCount', { count: urls.length })}</span> : null}
    </Space>
  );
}

/** Photos shown whole in a dialog or drawer: every one a thumbnail, previewed together. */
export function PhotoRow({ urls, size = 72 }: { urls: readonly string[]; size?: number }) {
  if (!urls.length) return null;
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap data-testid="photo-row">
        {urls.map((u) => (
          <Image key={u} src={u} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
