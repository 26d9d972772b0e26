import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type LanguagePageConfiguration, LOGO_MAX_BYTES, MAX_CAROUSEL_IMAGES, UploadLimits } from '@wms/contract';
import { Button, Card, Col, Empty, Form, Image, Input, Row, Select, Space, Spin, Typography, Upload } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { siteOptionsQuery } from '../../../api/options';
import type { RichTextEditorProps } from '../../../components/editor/RichTextEditor';
import { useRules } from '../../../components/form/rules';
import { showServerError } from '../../../components/form/serverError';
import { usePermi } from '../../../components/perm';
import { ListCard } from '../../../components/table/ListCard';
import { ImageUploadQueue, type QueueImage } from '../../../components/upload/ImageUploadQueue';
import { LOCALE_INFO, LOCALES } from '../../../i18n/locales';

type Lang = 1 | 2 | 3;
/** Per language: a new file, null to remove the logo, undefined to keep it. */
type LogoChanges = Partial<Record<Lang, File | null>>;
const LOGO_TYPES = UploadLimits[1].types;

// TipTap is large: it loads when this screen shows an editor, never with the shell.
const RichTextEditor = lazy(() => import('../../../components/editor/RichTextEditor'));
/** The lazy editor as a form control: Form.Item hands value and onChange to its direct child. */
const AboutUsEditor = (props: RichTextEditorProps) => (
  <Suspense fallback={<Spin />}>
    <RichTextEditor {...props} />
  </Suspense>
);

/** One language's logo: the current or newly chosen image, choose and remove. */
function LogoPicker({
  current,
  change,
  onChange,
  lang,
}: {
  current: string;
  change?: File | null;
  onChange(f: File | null | undefined): void;
  lang: Lang;
}) {
  const { t } = useTranslation('site');
  const preview = useMemo(() => (change ? URL.createObjectURL(change) : null), [change]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = change === null ? '' : (preview ?? current);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`logo-${lang}`}>
      <div
        style={{
          height: 96,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f5f5f5',
          borderRadius: 8,
        }}
      >
        {shown ? (
          <Image src={shown} alt="" style={{ maxHeight: 88, maxWidth: '100%' }} data-testid={`logo-preview-${lang}`} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noLogo')} />
        )}
      </div>
      <Space wrap>
        <Upload
          accept={LOGO_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            if (!LOGO_TYPES.includes(file.type)) toast('error', t('logoType'));
            else if (file.size > LOGO_MAX_BYTES) toast('error', t('logoSize'));
            else onChange(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('chooseLogo')}</Button>
        </Upload>
        {shown ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {t('removeLogo')}
          </Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">{t('logoHint')}</Typography.Text>
    </Space>
  );
}

/** The sign-in page and layout title, logo, carousel and 'about us' of a site, per language. */
export default function SiteConfigurationIndex() {
  const { t } = useTranslation(['site', 'common']);
  const r = useRules();
  const can = usePermi();
  const client = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const sites = useQuery(siteOptionsQuery);
  const [siteId, setSiteId] = useState<number>();
  const [logos, setLogos] = useState<LogoChanges>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (siteId === undefined && sites.data?.length) setSiteId(sites.data[0]!.Id);
  }, [sites.data, siteId]);
  const config = useQuery({
    queryKey: [...queryKeys.area('Site'), 'pages', siteId],
    queryFn: () => api.Site.GetEditSitePageConfiguration({ Id: siteId! }),
    enabled: siteId !== undefined,
  });
  const byLang = (l: Lang) => config.data?.find((c) => c.Language === l);
  useEffect(() => {
    if (!config.data) return;
    form.setFieldsValue(
      Object.fromEntries(
        config.data.flatMap((c) => [
          [`Title${c.Language}`, c.Title],
          [`CarouselImages${c.Language}`, c.CarouselImages.map((url) => ({ url }))],
          [`AboutUs${c.Language}`, c.AboutUs],
        ]),
      ),
    );
    setLogos({});
  }, [config.data, form]);

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const data = new FormData();
    data.append('SiteId', String(siteId));
    for (const { code: l } of Object.values(LOCALE_INFO)) {
      data.append(`Title${l}`, String(values[`Title${l}`] ?? '').trim());
      const images = (values[`CarouselImages${l}`] as QueueImage[] | undefined) ?? [];
      data.append(`CarouselImages${l}`, JSON.stringify(images.map((x) => x.url)));
      data.append(`AboutUs${l}`, String(values[`AboutUs${l}`] ?? ''));
    }
    for (const [l, f] of Object.entries(logos)) {
      if (f) data.append(`Logo${l}`, f, f.name);
      else if (f === null) data.append(`Logo${l}`, '');
    }
    setBusy(true);
    try {
      const saved = await api.Site.EditSitePageConfiguration(data, { silent: true });
      client.setQueryData<LanguagePageConfiguration[]>([...queryKeys.area('Site'), 'pages', siteId], saved);
      toast('success', t('common:operationSucceeded'), undefined, 3);
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListCard screen="SiteConfigurationIndex">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('site')}</span>
        <Select
          style={{ width: 260 }}
          value={siteId}
          onChange={setSiteId}
          loading={sites.isLoading}
          placeholder={r.select(t('site'))}
          options={sites.data?.map((s) => ({ value: s.Id, label: s.Name }))}
          data-testid="site-select"
        />
      </Space>
      <Spin spinning={config.isFetching}>
        <Form form={form} name="pageConfig" layout="vertical">
          <Row gutter={[16, 16]}>
            {LOCALES.map((locale) => {
              const l = LOCALE_INFO[locale].code;
              return (
                <Col key={l} xs={24} lg={8}>
                  <Card size="small" title={LOCALE_INFO[locale].label} data-testid={`page-config-${l}`}>
                    <Form.Item
                      name={`Title${l}`}
                      label={t('pageTitle')}
                      rules={[r.required(t('pageTitle')), r.max(100, t('pageTitle'))]}
                    >
                      <Input placeholder={r.enter(t('pageTitle'))} allowClear />
                    </Form.Item>
                    <LogoPicker
                      lang={l}
                      current={byLang(l)?.Logo ?? ''}
                      change={logos[l]}
                      onChange={(f) => setLogos((x) => ({ ...x, [l]: f }))}
                    />
                    <Form.Item
                      name={`CarouselImages${l}`}
                      label={t('carouselImages')}
                      extra={t('carouselHint', { max: MAX_CAROUSEL_IMAGES })}
                      style={{ marginTop: 16 }}
                    >
                      <ImageUploadQueue maxCount={MAX_CAROUSEL_IMAGES} data-testid={`carousel-${l}`} />
                    </Form.Item>
                    <Form.Item name={`AboutUs${l}`} label={t('aboutUs')}>
                      <AboutUsEditor data-testid={`about-${l}`} />
                    </Form.Item>
                  </Card>
                </Col>
              );
            })}
          </Row>
        </Form>
      </Spin>
      {can('Site:EditSitePageConfiguration') ? (
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Button
            type="primary"
            loading={busy}
            disabled={!siteId || config.isLoading}
            onClick={() => void save()}
            data-testid="page-config-save"
          >
            {t('common:save')}
          </Button>
        </div>
      ) : null}
    </ListCard>
  );
}
