// The quick edit of one table row: open, save through the list machine (one row at a time), closed again once the
// save went through; a failed save keeps the row open with what was typed.
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '../shared/use-selector';
import { selectSaveFailedKey, selectSavingKey } from '../../machines/admin-list/admin-list.selectors';
import type { AdminListActor } from './use-admin-list';

export interface RowEdit {
  editing: boolean;
  open: () => void;
  close: () => void;
  /** This row is being saved. */
  saving: boolean;
  /** Another row is being saved (this one waits). */
  busy: boolean;
  save: (patch: object) => void;
}

export function useRowEdit(list: AdminListActor, key: string): RowEdit {
  const savingKey = useSelector(list, selectSavingKey);
  const failedKey = useSelector(list, selectSaveFailedKey);
  const [editing, setEditing] = useState(false);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (savingKey === key) {
      wasSaving.current = true;
    } else if (wasSaving.current) {
      wasSaving.current = false;
      if (failedKey !== key) setEditing(false);
    }
  }, [savingKey, failedKey, key]);
  return {
    editing,
    open: () => setEditing(true),
    close: () => setEditing(false),
    saving: savingKey === key,
    busy: savingKey !== null,
    save: (patch) => list.send({ type: 'row.save', key, patch }),
  };
}
