import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetToasts, setToastAdapter } from '../src/api/notify';
import { configureRequest } from '../src/api/request';
import { PasswordForm } from '../src/pages/login/PasswordForm';
import { deviationOf } from '../src/pages/login/SlidePuzzle';
import { useSessionStore } from '../src/stores/session';
import { setupDom } from './dom';

beforeAll(() => setupDom());
afterEach(() => {
  cleanup();
  setToastAdapter(null);
  resetToasts();
});

describe('password sign-in form', () => {
  it('names the missing fields and sends nothing', () => {
    const fetch = vi.fn();
    configureRequest({ fetch });
    render(<PasswordForm staff ready ask={vi.fn()} onSignedIn={vi.fn()} />);
    fireEvent.click(screen.getByTestId('sign-in'));
    expect(screen.getByText('Enter your user name')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the service agreement first', () => {
    const toasts: string[] = [];
    setToastAdapter({ open: (a) => toasts.push(a.title), destroy: () => {} });
    useSessionStore.getState().setServiceAgreement(false);
    const fetch = vi.fn();
    configureRequest({ fetch });
    render(<PasswordForm staff ready ask={vi.fn()} onSignedIn={vi.fn()} />);
    fireEvent.change(screen.getByTestId('username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('password'), { target: { value: 'Admin@123' } });
    fireEvent.click(screen.getByTestId('sign-in'));
    expect(toasts).toEqual(['Please accept the service agreement first']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('trims the user name and shows the puzzle when the server says so', async () => {
    useSessionStore.getState().setServiceAgreement(true);
    const bodies: Record<string, unknown>[] = [];
    configureRequest({
      fetch: vi.fn(async (url: string, init: RequestInit) => {
        bodies.push({ url, ...JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ Code: 0, Message: '', Data: true }), { status: 200 });
      }),
    });
    const ask = vi.fn(async () => null); // the user closes the puzzle
    const onSignedIn = vi.fn();
    render(<PasswordForm staff ready ask={ask} onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByTestId('username'), { target: { value: '  admin  ' } });
    fireEvent.change(screen.getByTestId('password'), { target: { value: 'Admin@123' } });
    fireEvent.click(screen.getByTestId('sign-in'));
    await waitFor(() => expect(ask).toHaveBeenCalled());
    expect(bodies).toEqual([{ url: '/openapi/Account/GetWhetherToVerify', username: 'admin' }]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps the button disabled until the page is ready', () => {
    render(<PasswordForm staff ready={false} ask={vi.fn()} onSignedIn={vi.fn()} />);
    expect((screen.getByTestId('sign-in') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('slide puzzle', () => {
  it('reports the spread of the vertical positions of the drag', () => {
    expect(deviationOf([100, 100, 100])).toBe(0);
    expect(deviationOf([100])).toBe(0);
    expect(deviationOf([99, 101, 99, 101])).toBeCloseTo(1);
  });
});
