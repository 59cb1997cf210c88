/**
 * Which app categories the application centre shows and under what label. Spec 000: only the category
 * whose text is 'default category' (默认分类), relabelled 'asset management'. Change these to show others.
 */
export const appCentreConfig = {
  /** The group of categories asked for: GET getApp?typeKey=appType. */
  typeKey: 'appType',
  /** Texts of the top-level categories to show, each with the i18n key (namespace appCentre) of its label. */
  shown: [{ text: '默认分类', labelKey: 'assetManagement' }] as ReadonlyArray<{ text: string; labelKey?: string }>,
};
