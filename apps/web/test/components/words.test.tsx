import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allowedNumber, ruleMessage } from '@wms/contract';
import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NumberItem, TextItem } from '../../src/components/form/fields';
import type { Column } from '../../src/components/table/columns';
import { DataTable } from '../../src/components/table/DataTable';
import { setupDom } from '../dom';

/**
 * A form refusing a value itself says what the server says for the same rule (docs/architecture.md,
 * "Messages"), a count of 1 in the singular, and a list shows a yes / no value the same way in
 * every row.
 */

beforeAll(setupDom);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

let form: FormInstance;
function Harness({ children }: { children: ReactNode }) {
  [form] = Form.useForm();
  return <Form form={form}>{children}</Form>;
}

/** Types `text` into the field labelled `label` and answers the rule shown under it. */
async function ruleAfterTyping(label: string, text: string): Promise<string> {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  await act(async () => {
    await form.validateFields().catch(() => undefined);
  });
  return waitFor(() => {
    const shown = document.querySelector('.ant-form-item-explain-error')?.textContent;
    if (!shown) throw new Error('no rule shown');
    return shown;
  });
}

describe("a form's own rules, in the server's words", () => {
  const price = { max: 1000, decimals: 1, notZero: true };

  it('says that 1e3 is no number in plain digits, and what the field takes', async () => {
    render(
      <Harness>
        <NumberItem name="Price" label="Price" {...price} asText />
      </Harness>,
    );
    const shown = await ruleAfterTyping('Price', '1e3');
    expect(shown).toBe(
      'Price is not a number in plain digits: enter a number over 0 and up to 1000 with at most 1 decimal place.',
    );
    // The very sentence a Code 2 for the same value says.
    expect(shown).toBe(ruleMessage('en-us', 'validation.numberFormat', allowedNumber(price), 'Price'));
  });

  it('counts one decimal place in the singular', async () => {
    render(
      <Harness>
        <NumberItem name="Price" label="Price" {...price} asText />
      </Harness>,
    );
    expect(await ruleAfterTyping('Price', '2.25')).toBe(
      'Price has too many decimal places: enter a number over 0 and up to 1000 with at most 1 decimal place.',
    );
  });

  it('says a whole number over its limit is over it, naming the range', async () => {
    render(
      <Harness>
        <NumberItem name="Rows" label="Rows" min={1} max={999} />
      </Harness>,
    );
    expect(await ruleAfterTyping('Rows', '1000')).toBe('Rows is over 999: enter a whole number from 1 to 999.');
  });

  it.each([
    ['abcdef', 'Name is too long: use at most 5 characters.'],
    ['', 'Name cannot be empty.'],
  ])('words required and length as the server does (%j)', async (typed, said) => {
    render(
      <Harness>
        <TextItem name="Name" label="Name" required max={5} />
      </Harness>,
    );
    // Something typed first, so that clearing the field is a change too.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    expect(await ruleAfterTyping('Name', typed)).toBe(said);
  });
});

describe('yes / no columns', () => {
  interface Row {
    Id: number;
    Name: string;
    ShipsTo: boolean;
  }
  const rows: Row[] = [
    { Id: 1, Name: 'Japan', ShipsTo: true },
    { Id: 2, Name: 'Peru', ShipsTo: false },
  ];
  const columns: Column<Row>[] = [
    { key: 'Name', title: 'Name' },
    { key: 'ShipsTo', title: 'We ship there' },
  ];

  it('show yes and no alike, both as tags', () => {
    render(<DataTable columnSet="yes-no" columns={columns} rows={rows} />);
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelectorAll('td'));
    const shipsTo = cells.map((c) => [...c].find((td) => td.querySelector('.ant-tag'))?.querySelector('.ant-tag'));
    expect(shipsTo.map((t) => t?.textContent)).toEqual(['Yes', 'No']);
  });
});
