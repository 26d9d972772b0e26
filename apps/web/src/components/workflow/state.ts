import { format, type Lang, type MoveOf, type PermissionCode, type Workflow } from '@wms/contract';
import { useLang } from '../../i18n/useLang';
import { useSessionStore } from '../../stores/session';
import type { Perm } from '../../utils/permission';

/** A state's name and colour in the current language, from the workflow's declaration. */
export function stateOf(w: Workflow, value: number, lang: Lang) {
  const key = w.keyOf(value);
  const s = key === undefined ? undefined : w.states[key];
  return { name: s?.name[lang] ?? String(value), colour: s?.colour ?? 'default' };
}

/** A move as the console offers it: its label, who may see it, and what to ask first. */
export interface OfferedMove<M extends string> {
  move: M;
  label: string;
  /** The permission code a staff user needs (`hasPermi`); none for the owner's moves. */
  perm?: Perm;
  /** The confirmation (irreversible moves have one), `{names}` filled. */
  confirm?: (names: string) => string;
  irreversible: boolean;
}

/**
 * The moves of a workflow the signed-in user may be offered: staff see the staff moves (each
 * behind its permission code, which the row actions check), a customer the owner's moves. The
 * server refuses the rest anyway: this only mirrors it.
 */
export function useOfferedMoves<W extends Workflow>(w: W): OfferedMove<MoveOf<W>>[] {
  const lang = useLang();
  const staff = useSessionStore((s) => s.user?.AccountTypeCode === 1);
  return (Object.keys(w.moves) as MoveOf<W>[])
    .filter((m) => w.moves[m]!.who.includes(staff ? 'staff' : 'owner'))
    .map((m) => {
      const spec = w.moves[m]!;
      return {
        move: m,
        label: spec.label[lang],
        perm: staff ? (spec.permission as PermissionCode | undefined) : undefined,
        confirm: spec.confirm ? (names: string) => format(spec.confirm![lang], { names }, lang) : undefined,
        irreversible: !!spec.irreversible,
      };
    });
}
