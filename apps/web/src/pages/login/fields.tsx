import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';

/**
 * The sign-in page's text field and checkbox: plain elements drawn with the antd theme tokens.
 * antd's Input and Checkbox bring antd's form machinery with them (a quarter of the page's
 * code), and the first page every visitor loads must stay light (bench/web.mjs).
 */
export function PlainInput({
  prefix,
  error,
  password,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  ref?: Ref<HTMLInputElement>;
  prefix?: ReactNode;
  error?: boolean;
  password?: boolean;
}) {
  const { token } = theme.useToken();
  const [focus, setFocus] = useState(false);
  const [shown, setShown] = useState(false);
  const colour = error ? token.colorError : focus ? token.colorPrimary : token.colorBorder;
  return (
    <span
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 40,
        padding: '0 11px',
        boxSizing: 'border-box',
        border: `1px solid ${colour}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        boxShadow: focus ? `0 0 0 2px ${error ? token.colorErrorBg : token.controlOutline}` : 'none',
        transition: 'border-color .2s, box-shadow .2s',
        color: token.colorText,
      }}
    >
      {prefix}
      <input
        {...rest}
        type={password && !shown ? 'password' : 'text'}
        aria-invalid={error || undefined}
        onFocus={(e) => {
          setFocus(true);
          rest.onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocus(false);
          rest.onBlur?.(e);
        }}
        style={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          background: 'transparent',
          fontSize: token.fontSizeLG,
          color: token.colorText,
          padding: 0,
        }}
      />
      {password ? (
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          aria-label={shown ? 'hide' : 'show'}
          style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', color: token.colorTextTertiary }}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
    </span>
  );
}

export function PlainCheckbox({
  checked,
  onChange,
  children,
  testId,
}: {
  checked: boolean;
  onChange(v: boolean): void;
  children: ReactNode;
  testId?: string;
}) {
  const { token } = theme.useToken();
  return (
    <label
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        cursor: 'pointer',
        color: token.colorText,
        fontSize: token.fontSize,
      }}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
        style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary, cursor: 'pointer' }}
      />
      {children}
    </label>
  );
}

/** A segmented switch like antd's (whose tooltip support brings Tooltip and, through the shared
 * chunk, the form machinery along). */
export function PlainSegmented<V extends string>({
  value,
  options,
  onChange,
  block,
  small,
}: {
  value: V;
  options: { value: V; label: ReactNode }[];
  onChange(v: V): void;
  block?: boolean;
  small?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <div
      role="radiogroup"
      style={{
        display: block ? 'flex' : 'inline-flex',
        padding: 2,
        gap: 2,
        borderRadius: token.borderRadius,
        background: token.colorBgLayout,
      }}
    >
      {options.map((o) => {
        const on = o.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segmented switch: buttons with radio semantics, styled like antd's Segmented without loading it on the sign-in page
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={on}
            onClick={() => onChange(o.value)}
            style={{
              flex: block ? 1 : undefined,
              border: 0,
              cursor: 'pointer',
              padding: small ? '0 7px' : '0 11px',
              height: small ? 24 : 28,
              borderRadius: token.borderRadiusSM,
              fontSize: small ? token.fontSizeSM : token.fontSize,
              background: on ? token.colorBgContainer : 'transparent',
              color: on ? token.colorText : token.colorTextSecondary,
              boxShadow: on ? token.boxShadowTertiary : 'none',
              transition: 'background .2s, color .2s',
            }}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
