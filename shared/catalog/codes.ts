/** The key of a screen in its element codes: `client-list` for `/operationManager/client-list`. */
export const screenKey = (screen: string): string => screen.split('/').pop()!;

/** An element (button) code of a screen: `<screen key>:btn_<action>`, the catalog's convention. */
export const elementCode = (screen: string, action: string): string => `${screenKey(screen)}:btn_${action}`;
