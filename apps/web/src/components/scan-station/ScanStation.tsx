import { CameraOutlined, CloseOutlined, LoadingOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { UploadFileType, UploadLimits } from '@wms/contract';
import { Button, Input, Switch, Tag, theme, Upload } from 'antd';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GS } from '../../scan/detector';
import { useSettingsStore } from '../../stores/settings';
import { formatTime } from '../../utils/format';
import { useWeightProblem } from './devices';
import type { FeedEntry, ScanKind } from './machine';
import { type ScanStationApi, type ScanStationOptions, useScanStation } from './useScanStation';

export interface ScanStationProps extends ScanStationOptions {
  /** Below the answer: what the screen adds to the station (its commands, the dimensions). */
  extra?: ReactNode;
  /** The station's settings (its warehouse), with its sounds in a section folded under the
   * answer; `settingsTitle` names it folded ("Station: Warehouse 1"). */
  settings?: ReactNode;
  settingsTitle?: string;
  'data-testid'?: string;
}

/** Large enough for a gloved thumb on a handheld (48 px, above the 44 px touch guidelines). */
const TARGET = 48;

/** A scan as it can be read: the GS separator a scanner sends is shown, not hidden. */
const shown = (scan: string) => scan.replaceAll(GS, '␝');

const KIND_COLOUR: Record<ScanKind, string> = {
  ok: 'success',
  attention: 'warning',
  info: 'processing',
  error: 'error',
};

/**
 * The scan station every floor screen is built on (docs/architecture.md, "Floor screens"): a
 * screen declares its steps and their server calls; the station does the rest. One column that
 * fits a 360 px handheld, large targets, nothing that needs hover, and a keyboard is enough: the
 * input keeps the focus, Enter acknowledges an error, Esc starts the round again. What to do, the
 * input and the last answer come first, so a handheld shows them without scrolling; the station's
 * settings fold away below.
 */
export function ScanStation({ extra, settings, settingsTitle, 'data-testid': testId, ...options }: ScanStationProps) {
  const station = useScanStation(options);
  return (
    <ScanStationView
      station={station}
      extra={extra}
      settings={settings}
      settingsTitle={settingsTitle}
      data-testid={testId}
    />
  );
}

/** The station's looks over `useScanStation`, for a screen that keeps the hook itself. */
export function ScanStationView({
  station,
  extra,
  settings,
  settingsTitle,
  'data-testid': testId = 'scan-station',
}: {
  station: ScanStationApi;
  extra?: ReactNode;
  settings?: ReactNode;
  settingsTitle?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('station');
  const { token } = theme.useToken();
  const { state, steps, step, round, input } = station;
  const index = step ? steps.indexOf(step) : 0;
  const error = state.error;
  const last = error ? null : state.last;

  return (
    <section
      data-testid={testId}
      style={{ display: 'flex', flexDirection: 'column', gap: 12, width: '100%', maxWidth: 640, minWidth: 0 }}
    >
      {error ? (
        <div
          role="alert"
          data-testid="scan-error"
          style={{
            background: token.colorErrorBg,
            border: `2px solid ${token.colorError}`,
            borderRadius: 8,
            padding: 16,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          <div style={{ color: token.colorErrorText, fontSize: 14 }}>{t('errorOf', { scan: shown(error.scan) })}</div>
          <div
            style={{
              color: token.colorError,
              fontSize: 24,
              fontWeight: 700,
              lineHeight: 1.3,
              overflowWrap: 'anywhere',
            }}
          >
            {error.message}
          </div>
          <Button
            danger
            type="primary"
            size="large"
            block
            style={{ height: TARGET }}
            onClick={station.acknowledge}
            data-testid="scan-acknowledge"
          >
            {t('acknowledge')}
          </Button>
          {state.refused > 0 ? (
            <div style={{ color: token.colorErrorText }} data-testid="scan-refused">
              {t('blocked')} {t('refused', { count: state.refused })}
            </div>
          ) : null}
        </div>
      ) : (
        <div aria-live="polite">
          {steps.length > 1 ? (
            <div style={{ color: token.colorTextSecondary }}>{t('stepOf', { n: index + 1, count: steps.length })}</div>
          ) : null}
          <div
            id={`${testId}-prompt`}
            data-testid="scan-prompt"
            style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {step?.prompt}
          </div>
        </div>
      )}

      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          ref={input.ref}
          size="large"
          autoFocus
          value={input.value}
          onChange={(e) => input.onChange(e.target.value)}
          readOnly={!!error}
          placeholder={t('scanInput')}
          aria-label={t('scanInput')}
          aria-describedby={`${testId}-prompt`}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          suffix={state.busy ? <LoadingOutlined aria-label={t('busy')} /> : <span />}
          style={{ fontSize: 20, height: TARGET, flex: 1, minWidth: 0 }}
          data-testid="scan-input"
        />
        <Button
          size="large"
          style={{ height: TARGET, minWidth: TARGET }}
          onClick={station.enterTyped}
          disabled={!!error}
          data-testid="scan-enter"
        >
          {t('enter')}
        </Button>
      </div>

      {last ? <LastAnswer station={station} last={last} /> : null}

      {steps.length > 1 ? (
        <ol
          aria-label={t('steps')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
        >
          {steps.map((s, i) => (
            <li
              key={s.key}
              aria-current={i === index ? 'step' : undefined}
              style={{
                padding: '4px 12px',
                borderRadius: 16,
                fontWeight: i === index ? 600 : 400,
                color: i === index ? token.colorPrimary : token.colorTextSecondary,
                border: `1px solid ${i === index ? token.colorPrimary : token.colorBorder}`,
              }}
            >
              {i + 1}. {s.label}
            </li>
          ))}
        </ol>
      ) : null}

      {round.length ? (
        <div data-testid="scan-round" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <span style={{ color: token.colorTextSecondary }}>{t('round')}</span>
          {round.map((r) => (
            <Tag key={r.key} style={{ fontSize: 16, padding: '4px 8px', margin: 0, whiteSpace: 'normal' }}>
              {r.label}: {shown(r.value)}
            </Tag>
          ))}
          <Button size="large" style={{ height: TARGET }} onClick={station.restart} disabled={!!error}>
            {t('startAgain')}
          </Button>
        </div>
      ) : null}

      {step?.weight ? <WeightPanel station={station} required={step.weight === 'required'} /> : null}
      {extra}
      {step?.photo ? <PhotoPanel station={station} /> : null}

      <StationSettings title={settingsTitle}>{settings}</StationSettings>
      <Feed feed={state.feed} />
    </section>
  );
}

/** The last answer, with the label it printed (a later answer shows without it: "print again"
 * beside an unknown item would print another parcel's label). */
function LastAnswer({ station, last }: { station: ScanStationApi; last: FeedEntry }) {
  const { token } = theme.useToken();
  const look: Record<Exclude<ScanKind, 'error'>, { bg: string; border: string }> = {
    ok: { bg: token.colorSuccessBg, border: token.colorSuccessBorder },
    attention: { bg: token.colorWarningBg, border: token.colorWarning },
    info: { bg: token.colorInfoBg, border: token.colorInfoBorder },
  };
  const kind = last.kind === 'error' ? 'info' : last.kind;
  const attention = kind === 'attention';
  const label = station.label.current;
  return (
    <>
      <div
        role="status"
        data-testid="scan-last"
        data-kind={last.kind}
        style={{
          background: look[kind].bg,
          border: `${attention ? 2 : 1}px solid ${look[kind].border}`,
          borderRadius: 8,
          padding: '8px 12px',
          fontSize: attention ? 20 : 18,
          fontWeight: attention ? 600 : undefined,
          overflowWrap: 'anywhere',
        }}
      >
        {last.message}
      </div>
      {label && label.entry === last.id ? <LabelPanel station={station} /> : null}
    </>
  );
}

/** The station's settings, folded under the answer: they are set once a shift, the answer is read
 * at every scan. */
function StationSettings({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('station');
  const { token } = theme.useToken();
  return (
    <details
      data-testid="scan-settings"
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8, padding: '0 12px' }}
    >
      <summary
        style={{
          minHeight: TARGET,
          display: 'flex',
          alignItems: 'center',
          cursor: 'pointer',
          overflowWrap: 'anywhere',
        }}
        data-testid="scan-settings-toggle"
      >
        <SettingOutlined style={{ marginRight: 8 }} />
        {title || t('settings')}
      </summary>
      <div style={{ display: 'grid', gap: 8, paddingBottom: 12, minWidth: 0 }}>
        {children}
        <SoundSettings />
      </div>
    </details>
  );
}

function Panel({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: 8,
        padding: 12,
        display: 'grid',
        gap: 8,
      }}
    >
      <div style={{ fontWeight: 600 }}>{title}</div>
      {children}
    </div>
  );
}

function WeightPanel({ station, required }: { station: ScanStationApi; required: boolean }) {
  const { t } = useTranslation('station');
  const { token } = theme.useToken();
  const problemOf = useWeightProblem();
  const w = station.weight;
  // Said as soon as the typed text breaks the rule; a missing weight only when a scan needs it.
  const problem = w.text.trim() ? problemOf(w.text, required) : null;
  const hint =
    w.source === 'scale'
      ? t('weightFromScale')
      : w.source === 'typed'
        ? t('weightTyped')
        : w.fromHub
          ? t('weightWaiting')
          : null;
  return (
    <Panel testId="scan-weight" title={required ? `${t('weightKg')} · ${t('weightRequired')}` : t('weightKg')}>
      <Input
        size="large"
        inputMode="decimal"
        value={w.text}
        onChange={(e) => w.type(e.target.value)}
        // Enter goes back to scanning: the weight goes with the next scan.
        onPressEnter={() => station.input.ref.current?.focus()}
        placeholder={t('weightType')}
        aria-label={t('weightKg')}
        status={problem ? 'error' : undefined}
        suffix="kg"
        style={{ fontSize: 20, height: TARGET }}
        data-testid="scan-weight-input"
      />
      {hint ? <div style={{ color: token.colorTextSecondary }}>{hint}</div> : null}
      {problem ? (
        <div role="alert" style={{ color: token.colorError }}>
          {problem}
        </div>
      ) : null}
    </Panel>
  );
}

const PHOTO_ACCEPT = UploadLimits[UploadFileType.Image].types.join(',');

function PhotoPanel({ station }: { station: ScanStationApi }) {
  const { t } = useTranslation('station');
  const { token } = theme.useToken();
  const p = station.photos;
  const big: CSSProperties = { height: TARGET };
  return (
    <Panel testId="scan-photos" title={t('photos')}>
      {p.list.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {p.list.map((url, i) => (
            <div key={url} style={{ position: 'relative', width: 88, height: 88 }}>
              <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 6 }} />
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined />}
                aria-label={t('removePhoto', { n: i + 1 })}
                onClick={() => p.remove(i)}
                style={{ position: 'absolute', top: 4, right: 4 }}
              />
            </div>
          ))}
        </div>
      ) : null}
      {p.fromHub ? (
        <Button
          size="large"
          style={big}
          icon={<CameraOutlined />}
          loading={p.busy}
          onClick={() => void p.take()}
          data-testid="scan-photo-take"
        >
          {t('takePhoto')}
        </Button>
      ) : (
        <Upload
          accept={PHOTO_ACCEPT}
          // A handheld opens its own camera.
          capture="environment"
          showUploadList={false}
          beforeUpload={(file) => {
            void p.upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button size="large" style={big} icon={<UploadOutlined />} loading={p.busy} data-testid="scan-photo-upload">
            {t('uploadPhoto')}
          </Button>
        </Upload>
      )}
      {p.problem ? <div style={{ color: token.colorError }}>{p.problem}</div> : null}
    </Panel>
  );
}

function LabelPanel({ station }: { station: ScanStationApi }) {
  const { t } = useTranslation('station');
  const { token } = theme.useToken();
  const l = station.label.current;
  if (!l) return null;
  const big: CSSProperties = { height: TARGET };
  return (
    <Panel testId="scan-label" title={t('label', { name: l.name })}>
      {l.status === 'making' ? <div>{t('labelMaking')}</div> : null}
      {l.status === 'printed' ? <div>{t('labelSent')}</div> : null}
      {l.status === 'failed' ? (
        <div style={{ color: token.colorError }}>
          {t('labelFailed')} {l.problem}
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {l.status === 'pdf' && l.url ? (
          <>
            <Button
              size="large"
              style={big}
              type="primary"
              href={l.url}
              target="_blank"
              rel="noreferrer"
              data-testid="scan-label-open"
            >
              {t('labelOpen')}
            </Button>
            <Button size="large" style={big} onClick={station.label.download}>
              {t('labelDownload')}
            </Button>
          </>
        ) : null}
        {l.status !== 'making' ? (
          <Button size="large" style={big} onClick={station.label.again}>
            {t('labelAgain')}
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}

function Feed({ feed }: { feed: readonly FeedEntry[] }) {
  const { t } = useTranslation('station');
  const { token } = theme.useToken();
  return (
    <div>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{t('feed')}</div>
      {feed.length === 0 ? (
        <div style={{ color: token.colorTextSecondary }}>{t('feedEmpty')}</div>
      ) : (
        <ol aria-label={t('feed')} data-testid="scan-feed" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {feed.map((e) => (
            <li
              key={e.id}
              data-kind={e.kind}
              style={{
                padding: '6px 0',
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                overflowWrap: 'anywhere',
              }}
            >
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                <Tag color={KIND_COLOUR[e.kind]} style={{ margin: 0 }}>
                  {t(e.kind)}
                </Tag>
                <span style={{ fontFamily: token.fontFamilyCode, fontWeight: 600 }}>{shown(e.scan)}</span>
                <span style={{ color: token.colorTextTertiary, fontSize: 12 }}>
                  {e.step} · {formatTime(e.at)}
                </span>
              </div>
              <div style={{ color: e.kind === 'error' ? token.colorError : undefined }}>{e.message}</div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** This station's sound and speech switches (kept in the browser: a station's, not a user's).
 * The labels switch them too: larger targets than the switches. */
function SoundSettings() {
  const { t } = useTranslation('station');
  const id = useId();
  const sounds = useSettingsStore((s) => s.ScanSounds);
  const speech = useSettingsStore((s) => s.ScanSpeech);
  const change = useSettingsStore((s) => s.change);
  const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, minHeight: TARGET };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}>
      <div style={row}>
        <Switch
          id={`${id}-sounds`}
          checked={sounds}
          onChange={(v) => change('ScanSounds', v)}
          data-testid="scan-sounds"
        />
        <label htmlFor={`${id}-sounds`}>{t('sounds')}</label>
      </div>
      <div style={row}>
        <Switch
          id={`${id}-speech`}
          checked={speech}
          onChange={(v) => change('ScanSpeech', v)}
          data-testid="scan-speech"
        />
        <label htmlFor={`${id}-speech`}>{t('speech')}</label>
      </div>
    </div>
  );
}
