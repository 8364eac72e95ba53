export const search = {
  search: {
    title: "Search",
    metaDescription: "Search Código Certo's road signs and pages by word, code or meaning.",
    label: "What are you looking for?",
    hint: "For example: stop, refund, B2",
    submit: "Search",
    empty: "Type a word to search the road signs and the site's pages.",
    noResults: "Nothing found for “{{query}}”. Try another word or see every sign.",
    allSigns: "See every sign",
    resultCount_one: "1 result for “{{query}}”",
    resultCount_other: "{{count}} results for “{{query}}”",
    loading: "Getting the search ready…",
    kindPage: "Page",
    kindSign: "Sign",
  },
  trialPage: {
    title: "Free trial",
    reopen: "Start the free trial",
  },
} as const;
