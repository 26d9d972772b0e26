/** A centred spinner for lazily loaded pages and the session load. Plain CSS: it shows before
 * any antd code has loaded. */
export function Loading({ text, full }: { text?: string; full?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'center',
        height: full ? '100vh' : '100%',
        minHeight: 200,
        color: '#999',
      }}
    >
      <style>{'@keyframes wms-spin{to{transform:rotate(360deg)}}'}</style>
      <span
        role="progressbar"
        style={{
          width: 24,
          height: 24,
          border: '3px solid rgba(0,0,0,.1)',
          borderTopColor: 'currentColor',
          borderRadius: '50%',
          animation: 'wms-spin .8s linear infinite',
        }}
      />
      {text ? <span data-testid="loading-text">{text}</span> : null}
    </div>
  );
}

/** A plain failure panel with one action (the shell's error boundary and session load). */
export function Failure({ title, detail, action }: { title: string; detail?: string; action?: React.ReactNode }) {
  return (
    <div role="alert" style={{ padding: '64px 24px', textAlign: 'center' }}>
      <div style={{ fontSize: 20, marginBottom: 8 }}>{title}</div>
      {detail ? <div style={{ color: '#888', marginBottom: 24 }}>{detail}</div> : null}
      {action}
    </div>
  );
}
