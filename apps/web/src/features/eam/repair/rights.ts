import type { EamUser } from '@wp/contract';
import { useEamUser } from '../../../lib/eam/use-eam-user.js';

/** What the signed-in user may do in repair beyond reporting: the asset system's answer to sign-in (its rights). */
export interface RepairRights {
  /** The user's id (the asset system's users are the portal's). */
  userId: string | null;
  /** Writes the settings; dispatches, cancels and accepts any order (administrators and the repairManager right). */
  manager: boolean;
  /** Whether the rights are known yet (false while signing in to the asset system). */
  known: boolean;
}

const rightsOf = (user: EamUser | null | undefined, known: boolean): RepairRights => ({
  userId: user?.id ?? null,
  manager: !!user && (user.rights.includes('admin') || user.rights.includes('repairManager')),
  known,
});

/** The user's repair rights, from the asset system's answer to sign-in. */
export function useRepairRights(): RepairRights {
  const user = useEamUser();
  return rightsOf(user.data, user.isSuccess);
}
