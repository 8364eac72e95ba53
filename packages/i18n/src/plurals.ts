import type { i18n as I18n } from "i18next";

/**
 * i18next picks a key's plural form (`_one`, `_other`) with `Intl.PluralRules` for the language
 * code. Our code is "pt", whose rules are Brazil's, where 0 takes the singular ("0 erro"); in
 * Portugal 0 takes the plural ("0 erros"), so "pt" is read with pt-PT's rules.
 */
export function applyPortugalPlurals(instance: I18n): I18n {
  const resolver = instance.services.pluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code: string, options?: object) =>
    getRule(code === "pt" ? "pt-PT" : code, options);
  return instance;
}
