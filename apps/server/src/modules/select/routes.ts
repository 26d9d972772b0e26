import { Empty, SelectOptionList } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { selectLists, selectOptions } from '../../platform/select.js';
import './platform-lists.js';

/** `POST /openapi/Select/Get<Name>` for every list declared with `defineSelect`, wherever it is
 * declared: the registry is read here, when the server builds its routes. */
export function selectModule(deps: Deps): ModuleDef {
  return {
    controller: 'Select',
    routes: selectLists().map((list) =>
      route({
        action: `Get${list.name}`,
        summary: list.summary ?? `Option list ${list.name}`,
        body: list.body ?? Empty,
        response: list.response ?? SelectOptionList,
        access: list.public ? 'open' : 'signedIn',
        scope: 'public',
        handler: (c) => selectOptions(deps, list, c),
      }),
    ),
  };
}
