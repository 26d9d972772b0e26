import {
  declarantInformationCalls,
  recipientInformationCalls,
  selfPickupAddressCalls,
  userDeclarantInformationCalls,
  userRecipientInformationCalls,
  userSelfPickupAddressCalls,
} from '@wms/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { declarantInformations as declarants, recipientInformations as recipients } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { LockNamespace, lockTx } from '../../../platform/locks.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { setupList, wireRow } from '../../../platform/setup.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { setupOwner } from '../../../platform/setup-owner.js';
import { checkNumbers, countryOf, pageNames, regionCodes, withNames } from './checks.js';
import { selfPickupModules } from './self-pickup.js';

// Address books (docs/domain.md, "Address books"; the rules: the contract's address-books.ts).
// Recipients and declarants answer under a staff and a customer controller with the same code:
// `owner` scopes a customer to their own entries.

type RecipientCalls = typeof recipientInformationCalls | typeof userRecipientInformationCalls;

function recipientModule(deps: Deps, calls: RecipientCalls): ModuleDef {
  const names = pageNames(deps);
  const owner = setupOwner(recipients, recipients.ownerId);
  const search = [recipients.contactName, recipients.phone, recipients.detailedAddress];
  return moduleOf(calls, [
    ...setupRoutes(deps, {
      table: recipients,
      list: calls.GetRecipientInformations,
      establish: calls.AddRecipientInformation,
      edit: calls.EditRecipientInformation,
      remove: calls.DeleteRecipientInformation,
      owner: recipients.ownerId,
      search,
      filters: { CountryId: recipients.countryId },
      more: names,
      check: async (b, _before, tx) => {
        const country = await countryOf(tx, b.CountryId);
        checkNumbers(b, country, calls.EditRecipientInformation.body);
        regionCodes(b.RegionId, country);
      },
    }),
    // The picker offers the active entries only, with the fields it fills a form with.
    route(calls.GetSelectRecipientInformations, async (c) => {
      const page = await setupList(deps.db, recipients, c.body, {
        search,
        sorts: calls.GetSelectRecipientInformations.sorts,
        order: { UsageCount: recipients.usageCount, ContactName: recipients.contactName },
        where: and(eq(recipients.isDeactivate, false), owner.list(c.auth, c.body.UserId)),
        row: (r) => {
          const { OwnerId: _o, UsageCount: _u, IsDeactivate: _d, CreationTime: _t, ...row } = wireRow(r);
          return row;
        },
      });
      return withNames(names, page, c.lang);
    }),
  ]);
}

type DeclarantCalls = typeof declarantInformationCalls | typeof userDeclarantInformationCalls;

/** One customer declares a person once: the same ID card number under a second declarant of the
 * same owner is Code 2 on the field, naming the declarant that has it (a customs declaration
 * lists its declarants by ID card, and two entries for one person drift apart). Another customer
 * may declare the same person. The customer's declarants are locked first, so two writes at once
 * cannot both take the number; the index on (owner, ID card) is not unique because the release
 * before allowed such pairs, which an upgrade keeps (editing one of them is refused until they
 * differ). */
async function refuseSameIdCard(tx: Queryable, b: Record<string, unknown>, ownerId: number, exceptId?: number) {
  await lockTx(tx, LockNamespace.declarantsOfOwner, ownerId);
  const [other] = await tx
    .select({ name: declarants.declarantName })
    .from(declarants)
    .where(
      and(
        eq(declarants.ownerId, ownerId),
        eq(declarants.idCardNumber, String(b.IdCardNumber)),
        exceptId === undefined ? undefined : ne(declarants.id, exceptId),
      ),
    )
    .limit(1);
  if (other) throw invalid('IdCardNumber', 'addressBooks.idCardTaken', { name: other.name });
}

function declarantModule(deps: Deps, calls: DeclarantCalls): ModuleDef {
  const owner = setupOwner(declarants, declarants.ownerId);
  const search = [declarants.declarantName, declarants.idCardNumber, declarants.phone];
  return moduleOf(calls, [
    ...setupRoutes(deps, {
      table: declarants,
      list: calls.GetDeclarantInformations,
      establish: calls.AddDeclarantInformation,
      edit: calls.EditDeclarantInformation,
      remove: calls.DeleteDeclarantInformation,
      owner: declarants.ownerId,
      search,
      more: pageNames(deps),
      check: async (b, before, tx, ownerId) => {
        const country = await countryOf(tx, b.CountryId);
        checkNumbers(b, country, calls.EditDeclarantInformation.body);
        await refuseSameIdCard(tx, b, ownerId!, before?.id);
      },
    }),
    // The order forms' picker: the owner's active entries with what the form shows.
    route(calls.GetSelectDeclarantInformations, (c) =>
      setupList(deps.db, declarants, c.body, {
        search,
        sorts: calls.GetSelectDeclarantInformations.sorts,
        order: { DeclarantName: declarants.declarantName },
        where: and(eq(declarants.isDeactivate, false), owner.list(c.auth, c.body.UserId)),
        row: (r) => {
          const { Id, DeclarantName, CountryId, IdCardNumber, Phone, Address } = wireRow(r);
          return { Id, DeclarantName, CountryId, IdCardNumber, Phone, Address };
        },
      }),
    ),
  ]);
}

export function addressBookModules(deps: Deps): ModuleDef[] {
  return [
    recipientModule(deps, recipientInformationCalls),
    recipientModule(deps, userRecipientInformationCalls),
    declarantModule(deps, declarantInformationCalls),
    declarantModule(deps, userDeclarantInformationCalls),
    ...selfPickupModules(deps, selfPickupAddressCalls, userSelfPickupAddressCalls),
  ];
}
