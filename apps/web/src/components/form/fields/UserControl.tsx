import { useMemo } from 'react';
import type { ControlProps } from '../context.js';
import { useUsersByIds } from '../../../domains/directory/api/queryUserWithMainOrgPost.js';
import { UserPicker } from '../UserPicker.js';
import { DirectoryControl } from './DirectoryControl.js';

type UserField = Extract<ControlProps['field'], { type: 'user' }>;

function useUserNames(ids: string[]): ReadonlyMap<string, string> {
  const { data } = useUsersByIds(ids);
  return useMemo(() => new Map((data ?? []).map((u) => [u.id, u.fullname])), [data]);
}

/** People chosen from the directory (search, or the organisation tree); one person unless `multiple`. */
export function UserControl(props: ControlProps<UserField>) {
  return <DirectoryControl {...props} useNames={useUserNames} Picker={UserPicker} />;
}
