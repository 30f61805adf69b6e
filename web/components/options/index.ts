/** Choices for selects: named lists loaded from the server (users, platforms, stores, brands) and fixed ones. */
export { CURRENCY_OPTIONS, OPTION_SOURCES, type Option } from './sources';
export { optionsOf, useOptions, type OptionsState } from './useOptions';
