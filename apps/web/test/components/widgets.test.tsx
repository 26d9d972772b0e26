import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormSections } from '../../src/components/FormSections';
import { IconPicker, MAX_ICON_TILE } from '../../src/components/IconPicker';
import { pagerWindow, SmallPagedSelect } from '../../src/components/SmallPagedSelect';
import { clampWidthSize, StepWizard } from '../../src/components/StepWizard';
import { setupDom } from '../dom';

beforeAll(setupDom);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (name: string, label: string, required = false) => (
  <Form.Item name={name} label={label} rules={required ? [{ required: true, message: `${label} is needed` }] : []}>
    <Input />
  </Form.Item>
);

function Wizard(p: { widthSize?: number; onSubmit(v: object): Promise<unknown>; onFinish?(): void }) {
  const [form] = Form.useForm();
  return (
    <StepWizard
      form={form}
      name="w"
      widthSize={p.widthSize}
      onSubmit={p.onSubmit}
      steps={[
        { key: 'one', title: 'One', fields: ['Name'], content: field('Name', 'Name', true) },
        { key: 'two', title: 'Two', fields: ['Host'], content: field('Host', 'Host') },
      ]}
      success={{ title: 'All set', onFinish: p.onFinish ?? (() => {}) }}
    />
  );
}

describe('StepWizard', () => {
  it('clamps widthSize to 4 columns and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect([clampWidthSize(6), clampWidthSize(4), clampWidthSize(2)]).toEqual([4, 4, 2]);
    render(<Wizard widthSize={6} onSubmit={vi.fn()} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('widthSize 6'));
    expect(screen.getByTestId('wizard-step-one').style.gridTemplateColumns).toBe('repeat(4, 1fr)');
  });

  it('does not warn within the limit', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Wizard widthSize={3} onSubmit={vi.fn()} />);
    expect(warn).not.toHaveBeenCalled();
    expect(screen.getByTestId('wizard-step-one').style.gridTemplateColumns).toBe('repeat(3, 1fr)');
  });

  it('checks each step, goes back and on, and shows the success page after the last step', async () => {
    const onSubmit = vi.fn(async () => true);
    const onFinish = vi.fn();
    render(<Wizard onSubmit={onSubmit} onFinish={onFinish} />);
    expect(screen.queryByTestId('wizard-back')).toBeNull();
    fireEvent.click(screen.getByTestId('wizard-next'));
    await screen.findByText('Name is needed');
    expect(screen.getByTestId('wizard').dataset.step).toBe('one');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'North' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(screen.getByTestId('wizard').dataset.step).toBe('two'));
    expect(screen.getByTestId('wizard-next').textContent).toBe('Submit');
    fireEvent.click(screen.getByTestId('wizard-back'));
    await waitFor(() => expect(screen.getByTestId('wizard').dataset.step).toBe('one'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('North');
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(screen.getByTestId('wizard').dataset.step).toBe('two'));

    fireEvent.change(screen.getByLabelText('Host'), { target: { value: 'a.example.com' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    await screen.findByText('All set');
    expect(onSubmit).toHaveBeenCalledWith({ Name: 'North', Host: 'a.example.com' });
    expect(screen.getByTestId('wizard').dataset.step).toBe('success');
    expect(screen.getByTestId('wizard-finish').textContent).toBe('Finish');
    fireEvent.click(screen.getByTestId('wizard-finish'));
    expect(onFinish).toHaveBeenCalled();
  });

  it('stays on the form when sending fails', async () => {
    render(<Wizard onSubmit={() => Promise.reject(new Error('refused'))} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'North' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(screen.getByTestId('wizard').dataset.step).toBe('two'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(screen.getByTestId('wizard-next').className).not.toContain('loading'));
    expect(screen.queryByText('All set')).toBeNull();
  });
});

describe('FormSections', () => {
  const sections = [
    { key: 'account', title: 'Account', content: field('UserName', 'User name', true) },
    { key: 'contact', title: 'Contact', content: field('Email', 'E-mail'), initialValues: { Email: 'a@b.cn' } },
    { key: 'roles', title: 'Roles', content: field('Role', 'Role', true) },
  ];

  it('names the failing sections, then submits every section’s values', async () => {
    const onSubmit = vi.fn();
    const onValidateError = vi.fn();
    const onCancel = vi.fn();
    render(
      <FormSections
        name="u"
        sections={sections}
        onSubmit={onSubmit}
        onValidateError={onValidateError}
        onCancel={onCancel}
      />,
    );
    fireEvent.click(screen.getByTestId('u-submit'));
    await waitFor(() => expect(onValidateError).toHaveBeenCalledWith(['account', 'roles']));
    expect(screen.getByTestId('u-failing').textContent).toBe('Please check these sections: Account, Roles');
    expect(screen.getByTestId('section-error-account')).toBeTruthy();
    expect(screen.queryByTestId('section-error-contact')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'packer1' } });
    fireEvent.click(screen.getByTestId('u-submit'));
    await waitFor(() => expect(onValidateError).toHaveBeenLastCalledWith(['roles']));

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'clerk' } });
    fireEvent.click(screen.getByTestId('u-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      account: { UserName: 'packer1' },
      contact: { Email: 'a@b.cn' },
      roles: { Role: 'clerk' },
    });
    expect(screen.queryByTestId('u-failing')).toBeNull();
    // Field ids name the form and the section.
    expect(document.getElementById('u_account_UserName')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('validates a collapsed section too', async () => {
    const onValidateError = vi.fn();
    render(<FormSections name="u" sections={sections} onSubmit={vi.fn()} onValidateError={onValidateError} />);
    fireEvent.click(screen.getByText('Roles'));
    fireEvent.click(screen.getByTestId('u-submit'));
    await waitFor(() => expect(onValidateError).toHaveBeenCalledWith(['account', 'roles']));
  });
});

describe('SmallPagedSelect', () => {
  const countries = Array.from({ length: 50 }, (_, i) => ({ value: i + 1, label: `Country ${i + 1}` }));
  const shownOptions = () =>
    [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
  const pageButtons = () => screen.getAllByTestId('small-pager-page').map((b) => b.textContent);

  it('keeps at most 5 page buttons around the current page', () => {
    expect(pagerWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows 6 options a page with a pager of 5 buttons, and searches from page 1', async () => {
    const onChange = vi.fn();
    render(<SmallPagedSelect options={countries} onChange={onChange} virtual={false} open />);
    await waitFor(() => expect(shownOptions()).toHaveLength(6));
    expect(shownOptions()[0]).toBe('Country 1');
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);

    fireEvent.click(screen.getAllByTestId('small-pager-page').find((b) => b.textContent === '5')!);
    await waitFor(() => expect(shownOptions()[0]).toBe('Country 25'));
    expect(shownOptions()).toHaveLength(6);
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shownOptions()[0]).toBe('Country 31'));

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'country 1' } });
    // Country 1 and 10-19: 11 matches, two pages, back on the first.
    await waitFor(() => expect(shownOptions()[0]).toBe('Country 1'));
    expect(pageButtons()).toEqual(['1', '2']);
    fireEvent.click(screen.getByTitle('Country 12'));
    expect(onChange.mock.calls[0]![0]).toBe(12);
  });

  it('names a chosen value that is not on the page shown', async () => {
    render(<SmallPagedSelect options={countries} value={[40]} mode="multiple" virtual={false} />);
    expect(screen.getByText('Country 40')).toBeTruthy();
  });
});

describe('IconPicker', () => {
  it('offers the menu icons in a searchable grid and emits the chosen name', async () => {
    const onChange = vi.fn();
    render(<IconPicker onChange={onChange} tileSize={400} />);
    fireEvent.click(screen.getByTestId('icon-picker'));
    await screen.findByTestId('icon-UserOutlined');
    expect(screen.getByTestId('icon-ShopOutlined')).toBeTruthy();
    // Tiles never grow past 150 px.
    expect(screen.getByTestId('icon-UserOutlined').style.height).toBe(`${MAX_ICON_TILE}px`);

    fireEvent.change(screen.getByPlaceholderText('Search icons'), { target: { value: 'user' } });
    await waitFor(() => expect(screen.queryByTestId('icon-ShopOutlined')).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByTestId('icon-UserOutlined'));
    });
    expect(onChange).toHaveBeenCalledWith('UserOutlined');
  });

  it('shows the chosen name and clears it', () => {
    const onChange = vi.fn();
    render(<IconPicker value="GiftOutlined" onChange={onChange} />);
    expect(screen.getByTestId('icon-picker').textContent).toContain('GiftOutlined');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
