import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { type AnyCall, calls, formFields } from '@wms/contract';
import { Form, type FormInstance } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BodyFields } from '../../src/components/setup/BodyFields';
import { setupDom } from '../dom';
import { fakeServer } from '../fake-server';

// A drawn dialog's form rule of every field is the server's rule: for every create and edit body
// of the call tables, each text and number field is given values people type, and the form
// (BodyFields in an antd Form, as a set-up screen draws it) takes exactly the values the field's
// schema in the body takes, the one the server parses the body with. A form rule written apart
// from the schema (a hand-written pattern, a range that differs, a normalisation only one side
// makes) fails it.

beforeAll(async () => {
  await setupDom();
  // Option lists answer empty: the fields checked here are text and numbers.
  fakeServer({}, { otherwise: [] });
});
afterAll(cleanup);

const TEXT = [
  'abc',
  '+999',
  '999',
  '+86',
  ' cn ',
  'CN',
  'a-b',
  'A_1',
  'x y',
  '中文',
  '１２',
  'A1234563',
  '13800138000',
  '1e3',
  "it's",
  'x'.repeat(3),
  'x'.repeat(21),
  'x'.repeat(41),
  'x'.repeat(51),
  'x'.repeat(101),
  'x'.repeat(201),
  'x'.repeat(501),
];
const NUMBER: unknown[] = ['5', 5, 0, '0', -1, '-1', 1.5, '1.5', '1.2345', 9999, 10_000, 1e12, 'abc', '1e3', ' 7 '];

/** Each create or edit body once (customer and staff tables share bodies). */
const bodies = [
  ...new Map(
    Object.values(calls)
      .flatMap((table) => Object.values(table as Record<string, AnyCall>))
      .filter((c) => /^(Add|Edit|Establish)/.test(c.action))
      .filter((c) => formFields(c.body).some((f) => ['text', 'integer', 'decimal'].includes(f.kind)))
      .map((c) => [c.body, c] as const),
  ).values(),
];

/** What the server makes of the value of one field: taken or refused. A blank value is left to
 * the required rule, which both sides read off the same schema. */
function serverTakes(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

async function formTakes(form: FormInstance, name: string, value: unknown): Promise<boolean> {
  form.setFieldsValue({ [name]: value });
  try {
    await form.validateFields([name]);
    return true;
  } catch {
    return false;
  }
}

describe('a drawn form field refuses what the server refuses, and only that', () => {
  it('finds the bodies the set-up screens draw', () => {
    const names = bodies.map((c) => `${c.controller}/${c.action}`);
    expect(names).toContain('GlobalCountries/EditGlobalCountry');
    expect(names.some((n) => n.endsWith('DeclarantInformation/EditDeclarantInformation'))).toBe(true);
    expect(bodies.length).toBeGreaterThan(20);
  });

  for (const call of bodies)
    it(`${call.controller}/${call.action}`, async () => {
      let form: FormInstance | undefined;
      function Harness() {
        const [f] = Form.useForm();
        form = f;
        return (
          <Form form={f}>
            <BodyFields body={call.body} editing />
          </Form>
        );
      }
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const view = render(
        <QueryClientProvider client={client}>
          <Harness />
        </QueryClientProvider>,
      );
      const shape = (call.body as z.ZodObject).shape as Record<string, z.ZodType>;
      const differ: string[] = [];
      for (const f of formFields(call.body)) {
        if (f.kind !== 'text' && f.kind !== 'integer' && f.kind !== 'decimal') continue;
        for (const value of f.kind === 'text' ? TEXT : NUMBER) {
          const server = serverTakes(shape[f.name]!, value);
          const client = await formTakes(form!, f.name, value);
          if (server !== client) differ.push(`${f.name} ${JSON.stringify(value)}: server ${server}, form ${client}`);
        }
      }
      view.unmount();
      expect(differ).toEqual([]);
    });
});
