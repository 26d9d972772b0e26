/**
 * Notifications of the shell. At most MAX_NOTIFICATIONS are open at once; opening one more
 * closes the oldest first. The adapter draws them: antd's notification
 * by default, the one of antd's <App> once the shell is mounted (it follows the theme), a fake
 * in tests.
 */
export const MAX_NOTIFICATIONS = 3;
export const TOAST_SECONDS = 5;

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastAdapter {
  open(args: {
    key: string;
    type: ToastType;
    title: string;
    description?: string;
    duration: number;
    onClose(): void;
  }): void;
  destroy(key: string): void;
}

let adapter: ToastAdapter | null = null;

/** Whether antd's static notification has drawn (clearToasts clears it too). */
let staticUsed = false;
/** Until the shell mounts its themed adapter, antd's static notification draws, loaded on the
 * first toast so the sign-in page does not carry it up front. */
const lazyStatic: ToastAdapter = {
  open(args) {
    staticUsed = true;
    void import('antd/es/notification').then(({ default: n }) =>
      n.open({
        key: args.key,
        type: args.type,
        title: args.title,
        description: args.description,
        duration: args.duration || false,
        onClose: args.onClose,
      }),
    );
  },
  destroy(key) {
    void import('antd/es/notification').then(({ default: n }) => n.destroy(key));
  },
};
let seq = 0;
const openKeys: string[] = [];

export function setToastAdapter(a: ToastAdapter | null): void {
  adapter = a;
}
const current = () => adapter ?? (typeof window === 'undefined' ? null : lazyStatic);

/** Keys of the notifications open now, oldest first (for tests and diagnostics). */
export const openToasts = (): readonly string[] => openKeys;

export function toast(type: ToastType, title: string, description?: string, duration = TOAST_SECONDS): string {
  const key = `toast-${++seq}`;
  openKeys.push(key);
  while (openKeys.length > MAX_NOTIFICATIONS) {
    const oldest = openKeys.shift()!;
    current()?.destroy(oldest);
  }
  current()?.open({
    key,
    type,
    title,
    description,
    duration,
    onClose: () => {
      const i = openKeys.indexOf(key);
      if (i >= 0) openKeys.splice(i, 1);
    },
  });
  return key;
}

/**
 * Closes every open notification. Signing in calls it: the refusal of a wrong password must not
 * stay on the dashboard after the next, correct sign-in. The sign-in page draws with antd's
 * static notification, the shell with its own instance: both are cleared.
 */
export function clearToasts(): void {
  for (const key of openKeys.splice(0)) current()?.destroy(key);
  if (staticUsed && typeof window !== 'undefined')
    void import('antd/es/notification').then(({ default: n }) => n.destroy());
}

/** Test helper: forgets the open notifications. */
export function resetToasts(): void {
  openKeys.length = 0;
}
