import type { formDataApi } from '@wp/contract';

type CustomDialog = formDataApi.dialog.CustomDialog;

/** A search condition the user fills in the "more search" area: a text box, one of options, or tags. */
export type Condition =
  | { field: string; comment: string; kind: 'text' }
  | { field: string; comment: string; kind: 'one' | 'tags'; options: Array<{ value: string; label: string }> };

/** What the picker's search area offers. */
export interface SearchArea {
  /** The condition the keyword box fills: the first text condition the user types (defaultType 1). */
  keyword?: { field: string; comment: string };
  /** The keyword box's placeholder words: the comment of the condition it fills. */
  placeholder: string;
  /** The other conditions the user types, for "more search". */
  more: Condition[];
}

/**
 * The search area of a dialog: conditions of defaultType 1 (typed by the user). The first text one (controller
 * 1) is the keyword box; the rest go to "more search" — text boxes, radio (2) and select (3) as one of their
 * options, tags (4) as several. Fixed (2) and passed-in (3) conditions are not the user's, pre-input (4)
 * belongs to trees the original opened with a prompt: none is shown.
 */
export function searchAreaOf(dialog: Pick<CustomDialog, 'conditionfield'>): SearchArea {
  const typed = dialog.conditionfield.filter((c) => c.defaultType === 1);
  const keyword = typed.find((c) => c.controllerType === 1);
  const more: Condition[] = typed.filter((c) => c !== keyword).map((c) => {
    const options = c.config?.options ?? [];
    if (c.controllerType === 4 && options.length) return { field: c.field, comment: c.comment, kind: 'tags', options };
    if ((c.controllerType === 2 || c.controllerType === 3) && options.length) return { field: c.field, comment: c.comment, kind: 'one', options };
    return { field: c.field, comment: c.comment, kind: 'text' };
  });
  return { keyword: keyword && { field: keyword.field, comment: keyword.comment }, placeholder: keyword?.comment ?? '', more };
}
