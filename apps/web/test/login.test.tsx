import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { deviationOf } from '@wms/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../src/api/notify';
import { PasswordForm } from '../src/pages/login/PasswordForm';
import { useSessionStore } from '../src/stores/session';
import { setupDom } from './dom';
import { fakeServer } from './fake-server';

beforeAll(() => setupDom());
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

describe('password sign-in form', () => {
  it('names the missing fields and sends nothing', () => {
    const server = fakeServer();
    render(<PasswordForm staff ask={vi.fn()} onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByTestId('sign-in'));
    expect(screen.getByText('Enter your user name')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('asks for the service agreement first', () => {
    const toasts: string[] = [];
    setToastAdapter({ open: (a) => toasts.push(a.title), destroy: () => {} });
    useSessionStore.getState().setServiceAgreement(false);
    const server = fakeServer();
    render(<PasswordForm staff ask={vi.fn()} onSignedIn={vi.fn()} />);
    fireEvent.change(screen.getByTestId('username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('password'), { target: { value: 'Admin@123' } });
    fireEvent.click(screen.getByTestId('sign-in'));
    expect(toasts).toEqual(['Please accept the service agreement first']);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('trims the user name and shows the puzzle when the server says so', async () => {
    useSessionStore.getState().setServiceAgreement(true);
    const server = fakeServer({ 'Account/GetWhetherToVerify': true });
    const ask = vi.fn(async () => null); // the user closes the puzzle
    const onSignedIn = vi.fn();
    render(<PasswordForm staff ask={ask} onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByTestId('username'), { target: { value: '  admin  ' } });
    fireEvent.change(screen.getByTestId('password'), { target: { value: 'Admin@123' } });
    fireEvent.click(screen.getByTestId('sign-in'));
    await waitFor(() => expect(ask).toHaveBeenCalled());
    expect(server.sent.map((c) => ({ url: c.url, ...c.body }))).toEqual([
      { url: '/openapi/Account/GetWhetherToVerify', username: 'admin' },
    ]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('is ready on its first draw, before any call is answered; a submit waits for them', async () => {
    useSessionStore.getState().setServiceAgreement(true);
    let answer = (_: unknown) => {};
    const server = fakeServer(
      {},
      {
        otherwise: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    );
    const urls = () => server.sent.map((c) => c.url);
    render(<PasswordForm staff ask={vi.fn()} onSignedIn={vi.fn()} />);
    const button = screen.getByTestId('sign-in') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.change(screen.getByTestId('username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('password'), { target: { value: 'Admin@123' } });
    fireEvent.click(button);
    await waitFor(() => expect(urls()).toEqual(['/openapi/Account/GetWhetherToVerify']));
    // Busy until the server answers; nothing else went out meanwhile.
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    answer(false);
    await waitFor(() => expect(urls()).toContain('/openapi/Account/GetPublicKey'));
  });
});

describe('slide puzzle', () => {
  it('reports the spread of the vertical positions of the drag', () => {
    expect(deviationOf([100, 100, 100])).toBe(0);
    expect(deviationOf([100])).toBe(0);
    expect(deviationOf([99, 101, 99, 101])).toBeCloseTo(1);
  });
});
