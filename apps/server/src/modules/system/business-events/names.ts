import { type Lang, type Texts, t3, workflows } from '@wms/contract';
import { consumerNames, consumerTitle } from '../../../platform/events.js';

// What people read for an event type and a consumer on the Business events screen: names in the
// three languages, the ids (`Package.shelve`, `owner-notices`) only beside them
// (docs/architecture.md, "Business events"). A workflow move's event is named by its declaration,
// `<record> · <move label>`; a consumer by its `title`.

/** The events written by hand (`emitEvent`), not by a workflow move: each is named here when it
 * is added (business-events.test.ts finds every `emitEvent` type of the server in this list). */
export const OTHER_EVENT_TYPES: Readonly<Record<string, Texts>> = {
  'bill.issued': t3('账单 · 开出', '帳單 · 開立', 'Bill · Issue'),
  'LogisticsInvoice.issue': t3('物流发票 · 开具', '物流發票 · 開立', 'Logistics invoice · Issue'),
  'wallet.recharged': t3('钱包 · 充值', '錢包 · 儲值', 'Wallet · Recharge'),
  'wallet.deducted': t3('钱包 · 扣款', '錢包 · 扣款', 'Wallet · Deduct'),
};

let typeNames: Map<string, Texts> | undefined;

/** Every named event type: the moves of the declared workflows, then the others. */
export function eventTypeNames(): ReadonlyMap<string, Texts> {
  if (!typeNames) {
    typeNames = new Map(Object.entries(OTHER_EVENT_TYPES));
    for (const w of workflows)
      for (const [move, m] of Object.entries(w.moves))
        typeNames.set(
          `${w.entity}.${move}`,
          t3(
            `${w.record['zh-cn']} · ${m.label['zh-cn']}`,
            `${w.record['zh-tw']} · ${m.label['zh-tw']}`,
            `${w.record['en-us']} · ${m.label['en-us']}`,
          ),
        );
  }
  return typeNames;
}

/** An event type's name in `lang`; the id itself for a type nobody named. */
export const eventTypeName = (type: string, lang: Lang): string => eventTypeNames().get(type)?.[lang] ?? type;

/** A consumer's name in `lang`; the id itself for one not declared here. */
export const consumerName = (name: string, lang: Lang): string => consumerTitle(name)?.[lang] ?? name;

const holds = (text: string, part: string) => text.toLocaleLowerCase().includes(part.toLocaleLowerCase());

/** The event types whose name in `lang` holds `part` (a search by what the screen shows). */
export const typesNamed = (part: string, lang: Lang): string[] =>
  [...eventTypeNames()].filter(([, n]) => holds(n[lang], part)).map(([type]) => type);

/** The consumers `text` names: by id, or by a part of their name in `lang`. */
export const consumersNamed = (text: string, lang: Lang): string[] => [
  ...new Set([text, ...consumerNames().filter((c) => holds(consumerName(c, lang), text))]),
];
